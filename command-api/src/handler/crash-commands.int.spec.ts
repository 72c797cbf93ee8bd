import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { portalCatalog, START, type RecordedEvent } from '@portal/events';
import { createPostgresEventStore } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import pg from 'pg';
import { crashScenarios } from './testing/crash-scenarios.ts';

const child = fileURLToPath(new URL('./testing/command-crash-child.ts', import.meta.url));
const appName = 'command-crash-child';

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runChild(url: string, scenario: string, killAt: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    // process.execPath is the Node 24 that runs jest (npm scripts put node@24 first on PATH).
    const proc = spawn(process.execPath, [child, url, scenario, String(killAt)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/**
 * A killed client's backend may still finish the statement it was sent; ending the backends
 * before the restart makes "killed" mean killed (the step after the kill never happens later).
 */
async function terminateChildBackends(base: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [appName]);
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [appName]);
      if (rows[0]?.n === '0') return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
}

/** The whole log (opened, so sealed personal data compares as written) and the effects that ran. */
async function snapshot(url: string): Promise<{ events: string[]; effects: string[]; orphans: string[] }> {
  const store = await createPostgresEventStore(url, { catalog: portalCatalog() });
  try {
    const all: RecordedEvent[] = [];
    for (let batch = await store.readAll({ after: START }); batch.length > 0; batch = await store.readAll({ after: batch.at(-1)!.checkpoint })) all.push(...batch);
    const { rows } = await store.sql.query<{ kind: string; subject: string }>('SELECT kind, subject FROM crash_effects ORDER BY kind, subject');
    return {
      events: all.map((e) => `${e.streamId}@${e.revision} ${e.type} ${JSON.stringify(e.data)}`).sort(),
      effects: rows.map((r) => `${r.kind} ${r.subject}`),
      orphans: orphansIn(all),
    };
  } finally {
    await store.close();
  }
}

/** Reservations and numbers whose owner is not in the log: what a half-done command used to leave. */
function orphansIn(events: readonly RecordedEvent[]): string[] {
  const streams = new Set(events.map((e) => e.streamId));
  const owner = (e: RecordedEvent): string | null => {
    const data = e.data as { customerId?: string; userId?: string; salesPartnerId?: string };
    if (e.type === 'CustomerNumberAssigned' || e.type === 'CustomerKeyReserved') return `customer-${data.customerId}`;
    if (e.type === 'UserMailReserved' || e.type === 'MemberAdded') return `user-${data.userId}`;
    if (e.type === 'HostNameReserved') return `salesPartner-${data.salesPartnerId}`;
    return null;
  };
  return events.flatMap((e) => {
    const stream = owner(e);
    return stream !== null && !streams.has(stream) ? [`${e.type} in ${e.streamId} without ${stream}`] : [];
  });
}

async function freshDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const db = await freshPgSchema(base);
  const url = new URL(db.url);
  url.searchParams.set('application_name', appName);
  return { url: url.toString(), drop: db.drop };
}

whenServer('PORTAL_PG_URL', 'command crash test (SIGKILL at every step boundary)', (base) => {
  describe('commands killed at every step boundary', () => {
    it.each(Object.keys(crashScenarios))(
      '%s: a re-sent commandId finishes the command, with the same events and effects as an uninterrupted run',
      async (scenario) => {
        const reference = await freshDatabase(base);
        let expected: Awaited<ReturnType<typeof snapshot>>;
        let steps: number;
        try {
          const run = await runChild(reference.url, scenario, 0);
          expect(run.stderr).toBe('');
          expect(run.code).toBe(0);
          steps = (JSON.parse(run.stdout) as { steps: number }).steps;
          expected = await snapshot(reference.url);
        } finally {
          await reference.drop();
        }
        // Before and after the append at least; more where effects outside the log follow.
        expect(steps).toBeGreaterThanOrEqual(2);
        expect(expected.orphans).toEqual([]);

        for (let killAt = 1; killAt <= steps; killAt += 1) {
          const db = await freshDatabase(base);
          try {
            const killed = await runChild(db.url, scenario, killAt);
            expect({ killAt, signal: killed.signal }).toEqual({ killAt, signal: 'SIGKILL' });
            await terminateChildBackends(base);
            const resent = await runChild(db.url, scenario, 0);
            expect({ killAt, code: resent.code, stderr: resent.stderr }).toEqual({ killAt, code: 0, stderr: '' });
            const after = await snapshot(db.url);
            expect({ killAt, ...after }).toEqual({ killAt, ...expected });
          } finally {
            await db.drop();
          }
        }
      },
      600_000,
    );
  });
});
