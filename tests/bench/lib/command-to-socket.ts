import { randomUUID } from 'node:crypto';
import { authenticatedSocket } from '../../system/socket-client.ts';

const warmup = 20;

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Command-to-WebSocket latency, sorted: one at a time, from sending POST /api/commands (a
 * ReplaceConfigList that always changes the list) until an open socket on `queryUrl` has the
 * `recalcConfig` message carrying this command's id. Matching on the id keeps notifications of
 * other systems on a shared NATS server out of the figures. The first 20 warm up.
 */
export async function commandToSocket(commandUrl: string, queryUrl: string, operatorToken: string, rounds: number): Promise<number[]> {
  const client = await authenticatedSocket(queryUrl);
  const lists = [
    [{ id: 'MR', name: 'Herr', active: true }],
    [{ id: 'MS', name: 'Frau', active: true }],
  ];
  const latencies: number[] = [];
  try {
    for (let i = 0; i < rounds + warmup; i += 1) {
      const commandId = randomUUID();
      const seen = client.next((m) => m.type === 'recalcConfig' && m.messageId === commandId, 10_000);
      const started = performance.now();
      const res = await fetch(`${commandUrl}/api/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'ReplaceConfigList', commandId, data: { list: 'configSextype', items: lists[i % 2], reason: 'bench' } }),
      });
      if (res.status !== 200) throw new Error(`command failed: ${res.status} ${await res.text()}`);
      await seen;
      if (i >= warmup) latencies.push(performance.now() - started);
      client.seen.length = 0;
    }
  } finally {
    client.socket.close();
  }
  return latencies.sort((a, b) => a - b);
}
