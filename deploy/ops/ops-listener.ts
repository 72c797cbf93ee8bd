import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PortalConfig } from '../config.ts';

// "0.0.0.0" is where a server listens, not an address to connect to.
const reachable = (host: string): string => (host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host);

/** Where a server that holds the embedded database says how to reach its ops listener. */
export const opsUrlFile = (dataDir: string): string => join(dataDir, 'ops-url');

/** The ops URL a running server left in `dataDir`, or null. */
export function readOpsUrl(dataDir: string): string | null {
  try {
    return readFileSync(opsUrlFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export interface OpsListener {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the ops listener on PORTAL_OPS_HOST:PORTAL_OPS_PORT. A process that holds the embedded
 * database (`advertise`) writes the URL next to its lock file, so the CLI, which cannot open that
 * database meanwhile, finds the server to drive instead; closing removes the file again.
 */
export async function listenOps(ops: FastifyInstance, config: PortalConfig, options: { advertise: boolean }): Promise<OpsListener> {
  await ops.listen({ port: config.opsPort, host: config.opsHost });
  const { port } = ops.server.address() as AddressInfo;
  const url = `http://${reachable(config.opsHost)}:${port}`;
  const file = opsUrlFile(config.dataDir);
  if (options.advertise) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${url}\n`);
  }
  return {
    url,
    close: async () => {
      if (options.advertise) rmSync(file, { force: true });
      await ops.close();
    },
  };
}
