import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { freePort } from '../support/free-port.ts';

// `npm start` as a newcomer runs it: a real process on the embedded defaults, its banner, its
// data surviving a restart, and the ops CLI next to it.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-all-in-one-'));
const baseEnv: NodeJS.ProcessEnv = { ...process.env, PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
delete baseEnv.PORTAL_PG_URL;
delete baseEnv.PORTAL_NATS_URL;
delete baseEnv.PORTAL_OPERATOR_TOKEN;


async function start(port: number, opsPort: number): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(process.execPath, ['deploy/all-in-one.ts'], { env: { ...baseEnv, PORT: String(port), PORTAL_OPS_PORT: String(opsPort) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const banner = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 150 s: ${out}`)), 150_000);
    const read = (chunk: Buffer): void => {
      out += chunk.toString();
      if (out.includes('Stores')) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return { child, banner };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function readyz(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`http://127.0.0.1:${port}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('not ready within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cli = (...args: string[]) => spawnSync(process.execPath, ['deploy/cli.ts', ...args], { env: baseEnv, encoding: 'utf8', timeout: 60_000 });

describe('npm start (all-in-one on embedded defaults)', () => {
  it('starts, prints its URLs, serves and takes commands, stops cleanly, and keeps its data', async () => {
    const port = await freePort();
    const opsPort = await freePort();
    const first = await start(port, opsPort);
    expect(first.banner).toContain(`Portal running at http://127.0.0.1:${port}`);
    expect(first.banner).toContain(`http://127.0.0.1:${opsPort}/api/docs`);
    expect(first.banner).toContain(join(dataDir, 'operator-token'));
    expect(first.banner).toContain(`http://alpha.localhost:${port}`);
    expect(first.banner).toContain(`http://beta.localhost:${port}`);

    const token = readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
    const res = await fetch(`http://127.0.0.1:${port}/api/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ChangeDefaultEnergyQuality', commandId: randomUUID(), data: { certificateId: 'CH-SOLAR', reason: 'test' } }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { position: string } };
    const config = await fetch(`http://127.0.0.1:${port}/api/getConfigSelect/localhost`, { headers: { 'x-portal-min-position': data.position } });
    expect(((await config.json()) as { data: { defaultEnergyQuality: string } }).data.defaultEnergyQuality).toBe('CH-SOLAR');
    // The demo tenants were seeded before that command.
    const alpha = await fetch(`http://127.0.0.1:${port}/api/getConfigDB/alpha.localhost`, { headers: { 'x-portal-min-position': data.position } });
    expect(((await alpha.json()) as { data: unknown }).data).toMatchObject({ type: 'salesPartner', color: '#0F7B6C', logoUrl: expect.any(String) });

    // The internals are the ops listener's; the public port hides them without the token.
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/api/openapi.json`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text()).toContain('portal_projection_lag_events{projection="platform-config"} 0');
    expect(readFileSync(join(dataDir, 'ops-url'), 'utf8').trim()).toBe(`http://127.0.0.1:${opsPort}`);

    // One process per embedded data directory: the projections commands go through the server...
    const running = cli('projections', 'status', '--json');
    expect(running.status).toBe(0);
    expect(JSON.parse(running.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'platform-config', generation: 1 })]));
    const rebuilt = cli('projections', 'rebuild', 'platform-config');
    expect(rebuilt.stderr).toContain('platform-config [');
    expect(rebuilt.stdout).toMatch(/^platform-config: generation 2 is live \(generation 1 dropped\); \d+ events in /m);
    expect(rebuilt.status).toBe(0);
    const switched = JSON.parse(cli('projections', 'status', '--json').stdout) as { name: string; generation: number; lagEvents: number }[];
    expect(switched.find((p) => p.name === 'platform-config')).toMatchObject({ generation: 2, lagEvents: 0 });
    const afterRebuild = await fetch(`http://127.0.0.1:${port}/api/getConfigSelect/localhost`);
    expect(((await afterRebuild.json()) as { data: { defaultEnergyQuality: string } }).data.defaultEnergyQuality).toBe('CH-SOLAR');
    const unknown = cli('projections', 'rebuild', 'nope');
    // A name the server refuses is the operator's input: exit code 2, as for every refused input.
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('ERR_BAD_REQUEST (name): no projection named "nope"; known: platform-config');
    expect((await fetch(`http://127.0.0.1:${opsPort}/ops/projections`)).status).toBe(401);
    // The log through the server as well: sealed, exported with its proofs, verified offline
    // against the key the server made (ADR 27); a refused range exits with 2.
    expect(cli('audit', 'seal').status).toBe(0);
    const exported = join(dataDir, 'log.jsonl');
    const exporting = cli('audit', 'export', '--out', exported);
    expect(exporting.status).toBe(0);
    const verified = cli('audit', 'verify', exported);
    expect(verified.stdout).toContain('OK   the export is complete and unchanged');
    expect(verified.stdout).toContain(`signatures checked with ${join(dataDir, 'audit-key.pem.pub')}`);
    expect(verified.status).toBe(0);
    // A key file that is no key is the operator's input too: exit code 2, not a failed verification.
    const notAKey = join(dataDir, 'not-a-key.pem');
    writeFileSync(notAKey, 'not a key\n');
    const badKey = cli('audit', 'verify', exported, '--key', notAKey);
    expect(badKey.status).toBe(2);
    expect(badKey.stderr).toContain('ERR_BAD_REQUEST (key)');
    const future = cli('audit', 'export', '--out', exported, '--from', '2999-01-01T00:00:00Z');
    expect(future.status).toBe(2);
    expect(future.stderr).toContain('INVALID_DATE (from)');
    // ...the others say the directory is in use instead of corrupting it.
    const busy = cli('upload', join(dataDir, 'operator-token'));
    expect(busy.status).toBe(3);
    expect(busy.stderr).toContain('in use by process');

    expect(await stop(first.child)).toBe(0);
    expect(existsSync(join(dataDir, 'ops-url'))).toBe(false);

    const status = cli('projections', 'status', '--json');
    expect(status.status).toBe(0);
    const projections = JSON.parse(status.stdout) as { name: string; lagEvents: number }[];
    expect(projections.map((p) => p.name)).toEqual(expect.arrayContaining(['platform-config', 'sales-partners', 'sales-partner-hosts']));
    expect(projections.filter((p) => p.lagEvents !== 0)).toEqual([]);

    // The operator's other way in: commands and uploads from the shell, refused as the API refuses.
    const sent = cli('command', 'ChangeDefaultEnergyQuality', JSON.stringify({ certificateId: 'EU-HYDRO', reason: 'from the CLI' }));
    expect(sent.status).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ events: 1, duplicate: false });
    const invalid = cli('command', 'ChangeDefaultEnergyQuality', JSON.stringify({ certificateId: 'COAL', reason: 'x' }));
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain('VALIDATION_ERROR (data.certificateId)');
    expect(cli('command', 'SeedPlatformConfig', '{}').stderr).toContain('unknown command SeedPlatformConfig');
    const notAnImage = join(dataDir, 'logo.png');
    writeFileSync(notAnImage, '<html>not a logo</html>');
    expect(cli('upload', notAnImage).stderr).toContain('INVALID_FILE');
    const pdf = join(dataDir, 'terms.pdf');
    writeFileSync(pdf, '%PDF-1.4\n%%EOF\n');
    expect(JSON.parse(cli('upload', pdf).stdout)).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), contentType: 'application/pdf' });

    const second = await start(port, opsPort);
    await readyz(port); // the CLI's event reaches the read model during the catch-up
    const again = await fetch(`http://127.0.0.1:${port}/api/getConfigSelect/localhost`);
    expect(((await again.json()) as { data: { defaultEnergyQuality: string } }).data.defaultEnergyQuality).toBe('EU-HYDRO');
    expect(await stop(second.child)).toBe(0);
  }, 420_000);
});
