import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port.ts';

// The all-in-one server the browser tests run against: `node deploy/all-in-one.ts` from the
// repository root with Node 24 (process.execPath under the npm script), embedded PGlite in a
// fresh data directory, the in-process bus, and a free port.

/** A demo user as `npm start` prints it: where to log in, mail, password and TOTP secret. */
export interface DemoLogin {
  host: string;
  mail: string;
  password: string;
  totpSecret: string;
  /** A demo customer's user: the customer's id and name, as the banner prints them. */
  customer?: { id: string; name: string };
}

export interface PortalServer {
  port: number;
  /** The demo logins of the start banner, so the tests log in with what a newcomer reads. */
  demoLogins: DemoLogin[];
  dataDir: string;
  operatorToken: string;
  /** `http://alpha.localhost:PORT` etc.; Chromium resolves *.localhost to the loopback itself. */
  url: (host: string) => string;
  /** The same server by IP, for calls made from Node (its resolver may not know *.localhost). */
  apiBase: string;
  stop: () => Promise<void>;
}


// A customer's line goes on after the password with its customer id and name.
const demoLoginLine = /Demo login\s+http:\/\/([^:/\s]+):\d+\/login\s+(\S+) \/ (\S+)(?: +\(customer (\S+) ([^)\n]+)\))?\s*\n\s+TOTP secret (\S+)/g;

export function demoLoginsIn(output: string): DemoLogin[] {
  return [...output.matchAll(demoLoginLine)].map(([, host = '', mail = '', password = '', customerId, customerName = '', totpSecret = '']) => ({
    host,
    mail,
    password,
    totpSecret,
    ...(customerId ? { customer: { id: customerId, name: customerName } } : {}),
  }));
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal server exited (${child.exitCode}) before ${what}:\n${log()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal server did not reach "${what}" within ${timeoutMs} ms:\n${log()}`);
}

/**
 * A fresh database on the PostgreSQL server of `adminUrl`, dropped when the server stops. With
 * PGlite the all-in-one server runs every query in its own thread, between the requests the
 * browser waits for; on PostgreSQL the queries run in the database's processes (CI sets
 * PORTAL_E2E_PG_URL; without it the browser tests run on `npm start`'s embedded PGlite).
 */
async function ownDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startPortalServer(root: string): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Without the external store URLs CI exports for the integration suites: this server keeps its
  // data to itself, in the temp directory or in a database of its own, never in the shared one.
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('PORTAL_')) env[key] = value;
  const database = process.env.PORTAL_E2E_PG_URL ? await ownDatabase(process.env.PORTAL_E2E_PG_URL) : null;
  if (database) env.PORTAL_PG_URL = database.url;
  // PORTAL_TEST_CAPTCHA: the captcha also accepts this answer, which a browser test cannot read
  // from the image (public-flows.e2e.spec.ts); never set outside tests.
  // PORTAL_OPS_PORT 0: any free port for the ops listener, which these tests do not use.
  Object.assign(env, { PORTAL_DATA_DIR: dataDir, PORT: String(port), PORTAL_OPS_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_TEST_CAPTCHA: 'TEST' });

  const child = spawn(process.execPath, ['deploy/all-in-one.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const log = () => output;

  const apiBase = `http://127.0.0.1:${port}`;
  try {
    // Seeding the demo takes seconds on a quiet machine; beside jest's integration specs on 2 cores
    // it took over 120 s once (docs/runbook.md), so the limit only catches a server that hangs.
    await waitFor('/readyz answers 200', async () => (await fetch(`${apiBase}/readyz`)).ok, child, log, 300_000);
    // The demo tenants are seeded before the server listens; their read models follow the log.
    for (const host of ['alpha.localhost', 'beta.localhost']) {
      await waitFor(`${host} is a sales partner`, async () => {
        const response = await fetch(`${apiBase}/api/getConfigDB/${host}`);
        return response.ok && ((await response.json()) as { data: { type: string } }).data.type === 'salesPartner';
      }, child, log, 60_000);
    }
    // The banner follows the listen; the tests need its demo logins.
    await waitFor('the start banner lists the demo logins', async () => demoLoginsIn(output).length > 0, child, log, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    await database?.drop().catch(() => undefined);
    throw error;
  }

  return {
    port,
    demoLogins: demoLoginsIn(output),
    dataDir,
    operatorToken: readFileSync(join(dataDir, 'operator-token'), 'utf8').trim(),
    url: (host) => `http://${host}:${port}`,
    apiBase,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
