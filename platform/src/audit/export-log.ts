import { auditSealStream, compareCheckpoints, START, type Checkpoint } from '@portal/events';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import { EXPORT_FORMAT, leafData, type ExportRange, type HeaderLine } from './export-format.ts';
import { MerkleTree, hashLeaf } from './merkle.ts';
import { readSeals, type StoredSeal } from './read-seals.ts';

interface Row {
  tx: string;
  pos: string;
  stream_id: string;
  rev: string;
  id: string;
  event_type: string;
  schema_version: number;
  data: string;
  metadata: string;
  micros: string;
  hash: string | null;
  /** Set where the line must carry the stream's previous hash (see anchorStreams). */
  previous?: string;
}

// jsonb::text is JSON already: it goes into the line as it is, neither parsed nor re-serialised.
const rowColumns = `transaction_id::text AS tx, global_position::text AS pos, stream_id, stream_revision::text AS rev, event_id::text AS id,
  event_type, schema_version, data::text AS data, metadata::text AS metadata,
  ((extract(epoch FROM recorded_at) * 1000000)::bigint)::text AS micros, encode(hash, 'hex') AS hash`;

/** recordedAt with its microseconds (the chain hashes them; a Date keeps milliseconds only). */
function recordedText(micros: string): string {
  const us = BigInt(micros);
  const iso = new Date(Number(us / 1000n)).toISOString();
  return `${iso.slice(0, 23)}${(us % 1000n).toString().padStart(3, '0')}Z`;
}

export interface AuditExportOptions {
  readonly range?: ExportRange;
  /** The key the seals are signed with, named in the header for verifiers to compare. */
  readonly publicKeyPem?: string | null;
  readonly keyId?: string | null;
  readonly pageSize?: number;
  readonly now?: Date;
}

export interface AuditExportResult {
  readonly events: number;
  readonly seals: number;
}

type Write = (chunk: string) => void | Promise<void>;

function eventLine(row: Row, extra: string): string {
  return `{"kind":"event","position":"${row.pos}","commit":"${row.tx}","streamId":${JSON.stringify(row.stream_id)},"revision":"${row.rev}","id":"${row.id}","type":${JSON.stringify(row.event_type)},"schemaVersion":${row.schema_version},"recordedAt":"${recordedText(row.micros)}","data":${row.data},"metadata":${row.metadata},"hash":"${row.hash ?? ''}"${row.previous === undefined ? '' : `,"previous":"${row.previous}"`}${extra}}\n`;
}

const sealLine = (seal: StoredSeal): string => `${JSON.stringify({ kind: 'seal', ...seal.data })}\n`;

/** The rows of one block, with their audit paths, then the block's seal. */
function blockLines(rows: readonly Row[], seal: StoredSeal): string {
  const leaves = rows.map((r) => hashLeaf(leafData(BigInt(r.pos), Buffer.from(r.hash ?? '', 'hex'))));
  const tree = new MerkleTree(leaves);
  let out = '';
  rows.forEach((row, index) => {
    const proof = tree.pathHex(index).map((h) => `"${h}"`).join(',');
    out += eventLine(row, `,"block":${seal.data.block},"index":${index},"proof":[${proof}]`);
  });
  return out + sealLine(seal);
}

const checkpointOf = (row: { tx: string; pos: string }): Checkpoint => ({ commit: BigInt(row.tx), position: BigInt(row.pos) });

/**
 * Writes the audit export (export-format.ts): the whole log, the blocks around a time range, or
 * one stream. Lines carry the stored form as it is, sealed personal data included, so what the
 * verifier hashes is what the append hashed. Reads only below the readers' horizon, so a block
 * is never exported half-written.
 */
export async function exportAuditLog(driver: SqlDriver, write: Write, options: AuditExportOptions = {}): Promise<AuditExportResult> {
  const range = options.range ?? {};
  const seals = await readSeals(driver);
  const header: HeaderLine = {
    kind: 'header',
    format: EXPORT_FORMAT,
    exportedAt: (options.now ?? new Date()).toISOString(),
    range,
    order: range.stream === undefined ? 'global' : 'stream',
    publicKey: options.publicKeyPem ?? null,
    keyId: options.keyId ?? null,
  };
  await write(`${JSON.stringify(header)}\n`);
  const counts = range.stream === undefined ? await exportGlobal(driver, write, seals, range, options.pageSize ?? 5000) : await exportStream(driver, write, seals, range.stream);
  await write(`${JSON.stringify({ kind: 'end', ...counts })}\n`);
  return counts;
}

/** Where a time range starts and ends in reader order, widened to whole blocks; null when nothing lies in it. */
async function globalBounds(driver: SqlDriver, seals: readonly StoredSeal[], range: ExportRange): Promise<{ after: Checkpoint; until: Checkpoint | null } | null> {
  let after = START;
  let until: Checkpoint | null = null;
  if (range.from !== undefined) {
    const { rows } = await driver.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM es_events WHERE recorded_at >= $1 AND stream_id <> $2 ORDER BY transaction_id, global_position LIMIT 1`,
      [range.from, auditSealStream],
    );
    if (!rows[0]) return null;
    const first = checkpointOf(rows[0]);
    const i = seals.findIndex((s) => compareCheckpoints(first, s.last) <= 0);
    // In a block: from the block's start. Past the last seal: from the event itself.
    if (i === -1) after = { commit: first.commit, position: first.position - 1n };
    else after = seals[i - 1]?.last ?? START;
  }
  if (range.to !== undefined) {
    const { rows } = await driver.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM es_events WHERE recorded_at <= $1 AND stream_id <> $2 ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      [range.to, auditSealStream],
    );
    if (!rows[0]) return null;
    const last = checkpointOf(rows[0]);
    until = seals.find((s) => compareCheckpoints(last, s.last) <= 0)?.last ?? last;
  }
  return { after, until };
}

async function exportGlobal(driver: SqlDriver, write: Write, seals: readonly StoredSeal[], range: ExportRange, pageSize: number): Promise<AuditExportResult> {
  const bounds = await globalBounds(driver, seals, range);
  if (bounds === null) return { events: 0, seals: 0 };
  const { until } = bounds;
  let cursor = bounds.after;
  // The seal whose block the next event belongs to; blocks are contiguous runs of the order.
  let next = seals.findIndex((s) => compareCheckpoints(cursor, s.last) < 0);
  if (next === -1) next = seals.length;
  let block: Row[] = [];
  let events = 0;
  let sealCount = 0;
  const seen = new Set<string>();
  const page = async (from: Checkpoint): Promise<Row[]> => {
    const params: unknown[] = [from.commit.toString(), from.position.toString(), pageSize];
    let bound = '';
    if (until) {
      bound = 'AND (transaction_id, global_position) <= ($4::xid8, $5::bigint)';
      params.push(until.commit.toString(), until.position.toString());
    }
    const { rows } = await driver.query<Row>(
      `SELECT ${rowColumns} FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < (SELECT es_read_horizon()) ${bound}
        ORDER BY transaction_id, global_position LIMIT $3`,
      params,
    );
    return rows;
  };
  // The next page is read while this one is hashed and written: the database and the proofs overlap.
  let reading = page(cursor);
  for (;;) {
    const rows = await reading;
    const lastRow = rows.at(-1);
    if (lastRow === undefined) break;
    cursor = checkpointOf(lastRow);
    reading = rows.length < pageSize ? Promise.resolve([]) : page(cursor);
    reading.catch(() => undefined); // awaited in the next round; a failure must not go unhandled meanwhile
    // A whole-log export starts every stream at revision 0; a range names what comes before it.
    if (range.from !== undefined) await anchorStreams(driver, rows, seen);
    let out = '';
    for (const row of rows) {
      if (row.stream_id === auditSealStream) continue;
      const at = checkpointOf(row);
      for (let seal = seals[next]; seal !== undefined && compareCheckpoints(at, seal.last) > 0; seal = seals[next]) {
        out += blockLines(block, seal);
        block = [];
        next += 1;
        sealCount += 1;
      }
      events += 1;
      if (next < seals.length) block.push(row);
      else out += eventLine(row, ',"block":null');
    }
    await write(out);
  }
  // The last block ends the range (or the log): its seal follows its events.
  const lastSeal = seals[next];
  if (lastSeal !== undefined && block.length > 0) {
    await write(blockLines(block, lastSeal));
    sealCount += 1;
  }
  return { events, seals: sealCount };
}

/** For a range that starts mid-stream: the hash before the first event of each stream in the file. */
async function anchorStreams(driver: SqlDriver, rows: readonly Row[], seen: Set<string>): Promise<void> {
  const first = new Map<string, Row>();
  for (const row of rows) {
    if (seen.has(row.stream_id) || row.stream_id === auditSealStream) continue;
    seen.add(row.stream_id);
    if (row.rev !== '0') first.set(row.stream_id, row);
  }
  if (first.size === 0) return;
  const { rows: hashes } = await driver.query<{ stream_id: string; hash: string }>(
    `SELECT e.stream_id, encode(e.hash, 'hex') AS hash
       FROM es_events e JOIN unnest($1::text[], $2::bigint[]) AS u(s, r) ON e.stream_id = u.s AND e.stream_revision = u.r`,
    [[...first.keys()], [...first.values()].map((r) => (BigInt(r.rev) - 1n).toString())],
  );
  for (const h of hashes) {
    const row = first.get(h.stream_id);
    if (row) row.previous = h.hash;
  }
}

async function exportStream(driver: SqlDriver, write: Write, seals: readonly StoredSeal[], streamId: string): Promise<AuditExportResult> {
  const { rows } = await driver.query<Row>(`SELECT ${rowColumns} FROM es_events WHERE stream_id = $1 AND transaction_id < (SELECT es_read_horizon()) ORDER BY stream_revision`, [streamId]);
  // Each event's block, then each block's leaves, to give every event its audit path.
  const blockOf = rows.map((row) => seals.findIndex((s) => compareCheckpoints(checkpointOf(row), s.last) <= 0));
  const trees = new Map<number, { tree: MerkleTree; index: Map<string, number> }>();
  for (const b of new Set(blockOf)) {
    const seal = seals[b];
    if (seal === undefined) continue;
    const after = seals[b - 1]?.last ?? START;
    const leaves = await driver.query<{ pos: string; hash: string | null }>(
      `SELECT global_position::text AS pos, encode(hash, 'hex') AS hash FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND (transaction_id, global_position) <= ($3::xid8, $4::bigint) AND stream_id <> $5
        ORDER BY transaction_id, global_position`,
      [after.commit.toString(), after.position.toString(), seal.last.commit.toString(), seal.last.position.toString(), auditSealStream],
    );
    trees.set(b, {
      tree: new MerkleTree(leaves.rows.map((l) => hashLeaf(leafData(BigInt(l.pos), Buffer.from(l.hash ?? '', 'hex'))))),
      index: new Map(leaves.rows.map((l, i) => [l.pos, i])),
    });
  }
  // The seals of every block from the stream's first to its last, those between included: the
  // verifier checks the seals' chain, which a gap would break.
  const sealed = [...trees.keys()];
  const span = sealed.length === 0 ? [] : seals.slice(Math.min(...sealed), Math.max(...sealed) + 1);
  let out = span.map(sealLine).join('');
  rows.forEach((row, i) => {
    const b = blockOf[i] ?? -1;
    const sealed = trees.get(b);
    const index = sealed?.index.get(row.pos);
    const seal = seals[b];
    if (sealed === undefined || index === undefined || seal === undefined) out += eventLine(row, ',"block":null');
    else out += eventLine(row, `,"block":${seal.data.block},"index":${index},"proof":[${sealed.tree.pathHex(index).map((h) => `"${h}"`).join(',')}]`);
  });
  await write(out);
  return { events: rows.length, seals: span.length };
}
