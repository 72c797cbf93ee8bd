import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ledgerNameOf, PgDriver } from '@portal/platform';
import { whenServer } from '@portal/platform/testing';
import pg from 'pg';
import { migratePortal, portalSchema } from '../../deploy/schema.ts';
import { freePort } from '../support/free-port.ts';

// Kubernetes starts the pods of a release together: on an empty database every process creates
// the schema at once. One migration run under one lock; the others wait and find nothing to do.

async function admin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server, and how to drop it. */
async function emptyDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_start_${randomBytes(5).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  readonly port: number;
  output: string;
}

function start(name: string, env: NodeJS.ProcessEnv, port: number, opsPort: number): Started {
  const child = spawn(process.execPath, [`deploy/${name}.ts`], { env: { ...env, PORT: String(port), PORTAL_OPS_PORT: String(opsPort) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const started: Started = { name, child, port, output: '' };
  child.stdout?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  return started;
}

async function ready(process: Started, deadline: number): Promise<void> {
  for (;;) {
    if (process.child.exitCode !== null) throw new Error(`${process.name} exited with ${process.child.exitCode}: ${process.output}`);
    const status = await fetch(`http://127.0.0.1:${process.port}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${process.name} not ready in time: ${process.output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const stop = (process: Started): Promise<number | null> =>
  new Promise((resolve) => {
    if (process.child.exitCode !== null) return resolve(process.child.exitCode);
    process.child.once('exit', (code) => resolve(code));
    process.child.kill('SIGTERM');
  });

whenServer('PORTAL_PG_URL', 'concurrent start on an empty PostgreSQL database', (baseUrl) => {
  describe('processes that start together on an empty database', () => {
    it('run the migration once among eight connections; the others wait and find it done, and a second run is a no-op', async () => {
      const db = await emptyDatabase(baseUrl);
      const drivers = Array.from({ length: 8 }, () => new PgDriver(db.url, { max: 1 }));
      try {
        const outcomes = await Promise.all(drivers.map((driver) => migratePortal(driver, { eventLog: true })));
        const all = portalSchema({ eventLog: true }).map((step) => step.name);
        expect(outcomes.filter((o) => o.applied.length > 0)).toEqual([{ applied: [...all].sort() }]);
        const { rows } = await drivers[0]!.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
        expect(rows.map((r) => r.name)).toEqual(portalSchema({ eventLog: true }).map(ledgerNameOf).sort());
        expect(await migratePortal(drivers[1]!, { eventLog: true })).toEqual({ applied: [] });
      } finally {
        await Promise.all(drivers.map((driver) => driver.close()));
        await db.drop();
      }
    });

    it('start the four split-mode processes at once: all become ready, none fails on the schema', async () => {
      const db = await emptyDatabase(baseUrl);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORTAL_PG_URL: db.url,
        PORTAL_OPERATOR_TOKEN: 'concurrent-start-token',
        PORTAL_CREDENTIALS_KEY: 'concurrent-start-credentials-key-32-chars',
        PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-split-')),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      };
      delete env.PORTAL_NATS_URL;
      const processes: Started[] = [];
      try {
        for (const name of ['command-api', 'query-api', 'projections', 'workers']) processes.push(start(name, env, await freePort(), await freePort()));
        const deadline = Date.now() + 150_000;
        await Promise.all(processes.map((p) => ready(p, deadline)));
        for (const p of processes) expect(p.output).not.toMatch(/duplicate key|already exists|failed to start/);
        const applied = await admin(db.url, (c) => c.query<{ name: string }>('SELECT name FROM kysely_migration'));
        expect(applied.rows.map((r) => r.name).sort()).toEqual(portalSchema({ eventLog: true }).map(ledgerNameOf).sort());
      } finally {
        const codes = await Promise.all(processes.map(stop));
        await db.drop();
        expect(codes).toEqual([0, 0, 0, 0]);
      }
    }, 240_000);
  });
});
