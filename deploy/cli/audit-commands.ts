import { createPublicKey } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readFileSync, renameSync, rmSync, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '@portal/events';
import { AuditSealer, exportAuditLog, loadAuditKey, verifyAuditLog, type AuditKey, type VerifyReport } from '@portal/platform';
import { exportRange } from '../audit/export-range.ts';
import type { PortalConfig } from '../config.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { call, type OpsServer } from './ops-client.ts';

export interface ExportOptions {
  readonly out: string;
  readonly from?: string;
  readonly to?: string;
  readonly stream?: string;
}

/** The deployment's key when it is on this machine (public half only needed), else null. */
function deploymentKey(config: PortalConfig): AuditKey | null {
  return existsSync(config.auditKeyFile) ? loadAuditKey(config.auditKeyFile, { create: false }) : null;
}

/** Writes to `<out>.partial` and renames at the end: a failed export never leaves a file that looks whole. */
async function toFile(out: string, run: (write: (chunk: string) => Promise<void>) => Promise<void>): Promise<void> {
  const partial = `${out}.partial`;
  const file: WriteStream = createWriteStream(partial);
  try {
    await run(async (chunk) => {
      if (!file.write(chunk)) await once(file, 'drain');
    });
    file.end();
    await once(file, 'finish');
    renameSync(partial, out);
  } catch (error) {
    file.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** `audit export` on the stores this process opened. */
export async function exportCommand(infra: Infrastructure, config: PortalConfig, options: ExportOptions): Promise<void> {
  const sql = infra.eventLogSql;
  if (sql === null) throw new DomainError('ERR_BAD_REQUEST', 409, 'this log is on EventStoreDB: it has no hash chain to export (ADR 27)');
  const range = await exportRange(sql, options);
  const key = deploymentKey(config);
  let counts = { events: 0, seals: 0 };
  await toFile(options.out, async (write) => {
    counts = await exportAuditLog(sql, write, { range, publicKeyPem: key?.publicKeyPem ?? null, keyId: key?.keyId ?? null });
  });
  process.stdout.write(`exported ${counts.events} events and ${counts.seals} seals to ${options.out}\n`);
}

/** `audit export` through the server that holds the embedded database. */
export async function remoteExportCommand(server: OpsServer, options: ExportOptions): Promise<void> {
  const query = new URLSearchParams(Object.entries({ from: options.from, to: options.to, stream: options.stream }).filter((e): e is [string, string] => e[1] !== undefined));
  const response = await call(server, 'GET', `/ops/audit/export?${query.toString()}`);
  if (!response.body) throw new Error('the server answered without a body');
  const body = response.body;
  await toFile(options.out, async (write) => {
    for await (const chunk of Readable.fromWeb(body as WebReadableStream<Uint8Array>)) await write((chunk as Buffer).toString('utf8'));
  });
  process.stdout.write(`exported the log through ${server.url} to ${options.out}\n`);
}

export async function sealCommand(infra: Infrastructure, config: PortalConfig): Promise<void> {
  if (infra.eventLogSql === null) throw new DomainError('ERR_BAD_REQUEST', 409, 'this log is on EventStoreDB: it is not sealed (ADR 27)');
  if (!existsSync(config.auditKeyFile)) throw new DomainError('ERR_BAD_REQUEST', 409, `no audit key at ${config.auditKeyFile}: start the all-in-one server once, or set PORTAL_AUDIT_KEY_FILE`);
  const key = loadAuditKey(config.auditKeyFile, { create: false });
  const seals = await new AuditSealer({ driver: infra.eventLogSql, eventStore: infra.eventStore, key }).sealPending({ partial: true });
  process.stdout.write(`sealed ${seals} block(s)\n`);
}

export async function remoteSealCommand(server: OpsServer): Promise<void> {
  const { data } = (await (await call(server, 'POST', '/ops/audit/seal')).json()) as { data: { seals: number } };
  process.stdout.write(`sealed ${data.seals} block(s)\n`);
}

export interface VerifyCommandOptions {
  readonly key?: readonly string[];
  readonly json?: boolean;
}

/** The verdict: what the file proves, in one line, then the counts. */
function describe(report: VerifyReport, keyNote: string): string {
  const lines = [`${report.events} events, ${report.seals} seals, ${report.unsealed} not sealed yet; ${keyNote}`];
  if (report.ok && report.seals === 0) return [`UNSEALED   the chains hold, but no seal is in the file: nothing signed vouches for it (run audit seal, then export again)`, ...lines].join('\n');
  if (report.ok && report.order === 'stream') {
    return [`OK   every event of the stream is unchanged and in its sealed block; whether events after the last one were left out only a whole-log export shows`, ...lines].join('\n');
  }
  if (report.ok) return [`OK   the export is complete and unchanged`, ...lines].join('\n');
  lines.unshift(`FAILED   ${report.first?.kind}: ${report.first?.message} (line ${report.first?.line})`);
  const more = report.problems.slice(1, 11).map((p) => `  line ${p.line}: ${p.kind}: ${p.message}`);
  return [...lines, ...(more.length > 0 ? ['further problems:', ...more] : [])].join('\n');
}

/**
 * `audit verify <file>`: offline, from the file alone and the keys it is told to trust; with no
 * --key it pins this deployment's key when it finds it, else trusts the file's own and says so.
 * Exit code 0 when the export holds and seals vouch for it, 1 when it does not or nothing is sealed.
 */
export async function verifyCommand(file: string, config: PortalConfig, options: VerifyCommandOptions): Promise<void> {
  if (!existsSync(file)) throw new DomainError('ERR_BAD_REQUEST', 404, `no file ${file}`, { field: 'file' });
  const keyFiles = options.key?.length ? options.key : existsSync(`${config.auditKeyFile}.pub`) ? [`${config.auditKeyFile}.pub`] : [];
  // A key file holds one public key in PEM or several (the .pub of a deployment that replaced a lost key).
  const trustedKeys = keyFiles.flatMap((k) => {
    if (!existsSync(k)) throw new DomainError('ERR_BAD_REQUEST', 404, `no key file ${k}`, { field: 'key' });
    const blocks = readFileSync(k, 'utf8').match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g) ?? [];
    try {
      if (blocks.length === 0) throw new Error('no PUBLIC KEY block');
      return blocks.map((pem) => createPublicKey(pem));
    } catch (error) {
      throw new DomainError('ERR_BAD_REQUEST', 400, `${k} is not a public key in PEM: ${error instanceof Error ? error.message : String(error)}`, { field: 'key' });
    }
  });
  const report = await verifyAuditLog(createInterface({ input: createReadStream(file), crlfDelay: Infinity }), { trustedKeys });
  const keyNote =
    report.key === 'pinned' ? `signatures checked with ${keyFiles.join(', ')}` : report.key === 'from-file' ? 'signatures checked with the key the file names (pass --key to pin yours)' : 'no seals to check';
  process.stdout.write(`${options.json ? JSON.stringify(report, null, 2) : describe(report, keyNote)}\n`);
  process.exitCode = report.ok && report.seals > 0 ? 0 : 1;
}
