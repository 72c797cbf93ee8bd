import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port.ts';

/** The three split-mode processes of `deploy/`, each a child process on its own port. */
export interface SplitSystem {
  readonly commandUrl: string;
  readonly queryUrl: string;
  stop(): Promise<void>;
}

const root = new URL('../../../', import.meta.url).pathname;

function startChild(entry: string, env: NodeJS.ProcessEnv, port: number): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, [entry], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-10_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, log: () => output };
}

async function ready(name: string, url: string, started: { child: ChildProcess; log: () => string }, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${name} exited (${started.child.exitCode}):\n${started.log()}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} not ready within ${timeoutMs} ms:\n${started.log()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts command API, projections and query API as `npm run start:<part>` would, on the
 * PostgreSQL schema `pgUrl` and the NATS server `natsUrl`. The command API starts first: it
 * creates the schema and seeds the platform configuration.
 */
export async function startSplitSystem(pgUrl: string, natsUrl: string, operatorToken: string): Promise<SplitSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-split-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('PORTAL_')) env[key] = value;
  Object.assign(env, {
    PORTAL_PG_URL: pgUrl,
    PORTAL_NATS_URL: natsUrl,
    PORTAL_OPERATOR_TOKEN: operatorToken,
    PORTAL_CREDENTIALS_KEY: 'bench-split-credentials-key-of-32-characters',
    PORTAL_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const [commandPort, projectionsPort, queryPort] = [await freePort(), await freePort(), await freePort()];
  const started: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(started.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const parts = [
      { name: 'command-api', entry: 'deploy/command-api.ts', port: commandPort },
      { name: 'projections', entry: 'deploy/projections.ts', port: projectionsPort },
      { name: 'query-api', entry: 'deploy/query-api.ts', port: queryPort },
    ];
    for (const part of parts) {
      const child = startChild(part.entry, env, part.port);
      started.push(child.child);
      await ready(part.name, `http://127.0.0.1:${part.port}`, child);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { commandUrl: `http://127.0.0.1:${commandPort}`, queryUrl: `http://127.0.0.1:${queryPort}`, stop };
}
