import { generateKeyPairSync, randomUUID } from 'node:crypto';
import Type from 'typebox';
import { defineEvent, EventCatalog, type NewEvent } from '@portal/events';
import { testMetadata } from '@portal/events/testing';
import { freshPgSchema, pgUrl, whenServer } from '../testing/pg-test-db.ts';
import { PgDriver } from '../adapters/postgres/pg-driver.ts';
import { SqlEventStore } from '../adapters/sql/sql-event-store.ts';
import { createPersonalDataKeys } from '../identity/personal-data-keys.ts';
import { auditKeyFrom, type AuditKey } from './audit-key.ts';
import { backfillHashes } from './backfill-hashes.ts';
import { contentHash, linkHash } from './event-hash.ts';
import { jcsText } from './jcs-text.ts';
import { exportAuditLog, type AuditExportOptions } from './export-log.ts';
import { recordedMicros } from './export-format.ts';
import { AuditSealer } from './sealer.ts';
import { sealDigest, signSeal } from './seal.ts';
import { verifyAuditLog, type VerifyReport } from './verify-log.ts';
import { testEventStore } from '../testing/test-event-store.ts';

const PersonNamed = defineEvent('PersonNamed', Type.Object({ userId: Type.String(), name: Type.String(), note: Type.String() }));
const catalog = new EventCatalog().register(PersonNamed).personal('PersonNamed', { subject: (d) => `user-${String(d.userId)}`, fields: ['name'], erased: () => ({ name: '(erased)' }) });

const newKey = (): AuditKey => auditKeyFrom(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
const event = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data, metadata: testMetadata() });

interface Target {
  readonly name: string;
  open(): Promise<{ store: SqlEventStore; close: () => Promise<void> }>;
}

const targets: Target[] = [
  { name: 'PGlite', open: async () => {
    const store = await testEventStore({ catalog });
    return { store, close: () => store.close() };
  } },
];
if (pgUrl) {
  const url = pgUrl;
  targets.push({ name: 'PostgreSQL', open: async () => {
    const schema = await freshPgSchema(url);
    const store = await new SqlEventStore('postgres', new PgDriver(schema.url), { catalog }).init();
    return { store, close: async () => {
      await store.close();
      await schema.drop();
    } };
  } });
}

async function exported(store: SqlEventStore, key: AuditKey, options: AuditExportOptions = {}): Promise<string[]> {
  let text = '';
  await exportAuditLog(store.sql, (chunk) => void (text += chunk), { publicKeyPem: key.publicKeyPem, keyId: key.keyId, ...options });
  return text.trimEnd().split('\n');
}

const verify = (lines: readonly string[], key: AuditKey): Promise<VerifyReport> => verifyAuditLog(lines, { trustedKeys: [key.publicKeyPem] });

/** The line of the event at `position`, parsed, and its index in the file. */
function lineOf(lines: readonly string[], predicate: (v: Record<string, unknown>) => boolean): [number, Record<string, unknown>] {
  const i = lines.findIndex((l) => predicate(JSON.parse(l) as Record<string, unknown>));
  if (i === -1) throw new Error('no such line');
  return [i, JSON.parse(lines[i]!) as Record<string, unknown>];
}
const eventLines = (lines: readonly string[]): Record<string, unknown>[] => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((v) => v.kind === 'event');

describe.each(targets)('the audit log on $name', (target) => {
  let store: SqlEventStore;
  let close: () => Promise<void>;
  const key = newKey();

  beforeAll(async () => {
    ({ store, close } = await target.open());
    // Streams of one and of many events, a two-stream command, and a person's data under a key.
    for (let i = 0; i < 30; i += 1) await store.append(`counter-${i % 4}`, [event('Counted', { by: i, text: `n° ${i} — ✓`, ratio: i / 7 })], { expectedRevision: 'any' });
    await store.append('batch-1', [event('Counted', { by: 1 }), event('Counted', { by: 2 }), event('Counted', { by: 3 })], { expectedRevision: 'no_stream' });
    await store.appendStreams([
      { streamId: 'pair-a', events: [event('Paired', { side: 'a' })], expectedRevision: 'no_stream' },
      { streamId: 'pair-b', events: [event('Paired', { side: 'b' }), event('Paired', { side: 'b2' })], expectedRevision: 'no_stream' },
    ]);
    // Values whose jsonb text differs from JSON.stringify: key order by length, integer-like keys,
    // numbers as written, escapes, characters outside ASCII.
    await store.append('tricky-1', [event('Tricky', { zz: 1, a: 2, '10': 'ten', '9': 'nine', 'é': 'accent', n: [1.5, -0, 1e21, 1e-7, 0.1, 123456789012345680000], s: 'tab\tquote" back\\ nl\n \u0001 😀 \u2028', nested: { b: [], a: {} } })], { expectedRevision: 'no_stream' });
    await store.append('person-u1', [event('PersonNamed', { userId: 'u1', name: 'Anna Muster', note: 'first' })], { expectedRevision: 'any' });
  });
  afterAll(async () => {
    await close();
  });

  it('chains every stream at append: each hash covers the content as stored, the revision, the time and the previous hash', async () => {
    const { rows } = await store.sql.query<{ stream_id: string; rev: string; id: string; event_type: string; schema_version: number; data: unknown; metadata: unknown; micros: string; hash: string }>(
      `SELECT stream_id, stream_revision::text AS rev, event_id::text AS id, event_type, schema_version, data, metadata,
              ((extract(epoch FROM recorded_at) * 1000000)::bigint)::text AS micros, encode(hash, 'hex') AS hash
         FROM es_events ORDER BY stream_id, stream_revision`,
    );
    expect(rows.length).toBe(30 + 3 + 3 + 1 + 1);
    let previous: { stream: string; hash: Buffer } | null = null;
    for (const r of rows) {
      const before = previous?.stream === r.stream_id ? previous.hash : null;
      // The JSON as PostgreSQL hands it back, in RFC 8785 form again: what the writer hashed.
      const content = contentHash({ streamId: r.stream_id, id: r.id, type: r.event_type, schemaVersion: r.schema_version, dataText: jcsText(r.data), metadataText: jcsText(r.metadata) });
      const hash = linkHash(before, BigInt(r.rev), BigInt(r.micros), content);
      expect({ stream: r.stream_id, rev: r.rev, hash: hash.toString('hex') }).toEqual({ stream: r.stream_id, rev: r.rev, hash: r.hash });
      previous = { stream: r.stream_id, hash };
    }
    // The person's name is in the log sealed, and the hash covers that sealed form.
    const person = rows.find((r) => r.stream_id === 'person-u1')!;
    expect(JSON.stringify(person.data)).not.toContain('Anna');
  });

  it('backfills the chain of events written before it, to the same hashes', async () => {
    const before = await store.sql.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM es_events ORDER BY global_position");
    await store.sql.query("UPDATE es_events SET hash = NULL WHERE stream_id LIKE 'counter-%' OR stream_id = 'pair-b'");
    expect(await backfillHashes(store.sql)).toBe(5);
    expect(await backfillHashes(store.sql)).toBe(0);
    const after = await store.sql.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM es_events ORDER BY global_position");
    expect(after.rows).toEqual(before.rows);
  });

  describe('sealed, exported and verified', () => {
    let lines: string[];
    beforeAll(async () => {
      const sealer = new AuditSealer({ driver: store.sql, eventStore: store, key, blockSize: 8 });
      expect(await sealer.sealPending({ partial: false })).toBe(4);
      // One more event, still short of a block: the partial block is sealed only when asked.
      await store.append('late', [event('Counted', { by: 99 })], { expectedRevision: 'any' });
      expect(await sealer.sealPending({ partial: false })).toBe(0);
      expect(await sealer.sealPending({ partial: true })).toBe(1);
      await store.append('tail', [event('Counted', { by: 101 })], { expectedRevision: 'any' });
      lines = await exported(store, key);
    });

    it('passes an untouched export, and counts sealed and unsealed events', async () => {
      const report = await verify(lines, key);
      expect(report).toMatchObject({ ok: true, events: 40, seals: 5, unsealed: 1, key: 'pinned', first: null });
      // Without a pinned key the file's own key is used, and the report says so.
      expect(await verifyAuditLog(lines)).toMatchObject({ ok: true, key: 'from-file' });
    });

    it('names an event whose data was changed by one character', async () => {
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && (v.data as { by?: number }).by === 5);
      const tampered = [...lines];
      tampered[i] = lines[i]!.replace('"n° 5', '"n° 6');
      expect(tampered[i]).not.toBe(lines[i]);
      const report = await verify(tampered, key);
      expect(report.first).toMatchObject({ kind: 'changed', line: i + 1, position: line.position });
    });

    it('names an event whose metadata was changed', async () => {
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && v.streamId === 'pair-a');
      const tampered = [...lines];
      tampered[i] = lines[i]!.replace('"role": "system"', '"role": "admin"');
      expect(tampered[i]).not.toBe(lines[i]);
      expect((await verify(tampered, key)).first).toMatchObject({ kind: 'changed', position: line.position });
    });

    it('names a changed event even when the forger recomputed its hash', async () => {
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && (v.data as { by?: number }).by === 9);
      const forged: Record<string, unknown> = { ...line, data: { ...(line.data as object), by: 1000 } };
      const content = contentHash({ streamId: String(forged.streamId), id: String(forged.id), type: String(forged.type), schemaVersion: 1, dataText: jcsText(forged.data), metadataText: jcsText(forged.metadata) });
      const previous = eventLines(lines).filter((v) => v.streamId === line.streamId && BigInt(String(v.revision)) === BigInt(String(line.revision)) - 1n)[0];
      const micros = BigInt(Date.parse(String(line.recordedAt).slice(0, 19) + 'Z')) * 1000n + BigInt(String(line.recordedAt).slice(20, 26));
      forged.hash = linkHash(previous ? Buffer.from(String(previous.hash), 'hex') : null, BigInt(String(line.revision)), micros, content).toString('hex');
      const tampered = [...lines];
      tampered[i] = JSON.stringify(forged);
      expect((await verify(tampered, key)).first).toMatchObject({ kind: 'changed', line: i + 1, position: line.position });
    });

    it('names the place of a removed event', async () => {
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && (v.data as { by?: number }).by === 12);
      const tampered = lines.filter((_, n) => n !== i);
      const report = await verify(tampered, key);
      expect(report.first?.kind).toBe('removed');
      expect(report.first?.message).toContain(`block ${String(line.block)}`);
      expect(report.problems.some((p) => p.kind === 'removed' && p.streamId === line.streamId)).toBe(true);
    });

    it('names an inserted event, forged or copied', async () => {
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && (v.data as { by?: number }).by === 14);
      const copied = [...lines.slice(0, i + 1), lines[i]!, ...lines.slice(i + 1)];
      expect((await verify(copied, key)).first).toMatchObject({ kind: 'inserted', line: i + 2, position: line.position });
      // A forged event in a stream of its own, with a hash of its own, between two real ones.
      const fake: Record<string, unknown> = { ...line, id: randomUUID(), streamId: 'forged-1', revision: '0', position: String(BigInt(String(line.position)) * 1000n), index: line.index };
      const content = contentHash({ streamId: 'forged-1', id: String(fake.id), type: String(fake.type), schemaVersion: 1, dataText: jcsText(fake.data), metadataText: jcsText(fake.metadata) });
      const micros = BigInt(Date.parse(String(line.recordedAt).slice(0, 19) + 'Z')) * 1000n + BigInt(String(line.recordedAt).slice(20, 26));
      fake.hash = linkHash(null, 0n, micros, content).toString('hex');
      const forged = [...lines.slice(0, i + 1), JSON.stringify(fake), ...lines.slice(i + 1)];
      const report = await verify(forged, key);
      expect(report.ok).toBe(false);
      expect(report.problems.find((p) => p.line === i + 2)).toMatchObject({ kind: 'inserted' });
    });

    it('names a reordered event', async () => {
      const [i] = lineOf(lines, (v) => v.kind === 'event' && (v.data as { by?: number }).by === 20);
      const swapped = [...lines];
      [swapped[i], swapped[i + 1]] = [lines[i + 1]!, lines[i]!];
      const moved = JSON.parse(lines[i]!) as { position: string };
      expect((await verify(swapped, key)).first).toMatchObject({ kind: 'reordered', line: i + 2, position: moved.position });
    });

    it('names a changed seal, and a seal re-signed by another key', async () => {
      const [i, seal] = lineOf(lines, (v) => v.kind === 'seal' && v.block === 2);
      const tampered = [...lines];
      tampered[i] = JSON.stringify({ ...seal, sealedAt: '2020-01-01T00:00:00.000Z' });
      expect((await verify(tampered, key)).first).toMatchObject({ kind: 'seal-changed', line: i + 1, block: 2 });
      // A forger's key signs a seal that chains properly: only the pinned key tells it apart.
      const other = newKey();
      const { kind: _k, signature: _s, ...fields } = seal as Record<string, unknown>;
      const reSigned = { ...fields, keyId: other.keyId } as Parameters<typeof signSeal>[0];
      tampered[i] = JSON.stringify({ kind: 'seal', ...reSigned, signature: signSeal(reSigned, other.privateKey) });
      expect((await verify(tampered, key)).first).toMatchObject({ kind: 'untrusted-key', line: i + 1 });
      expect(sealDigest(reSigned)).not.toBe(sealDigest(fields as Parameters<typeof sealDigest>[0]));
    });

    it('notices a cut-off file and a garbled line, and never throws', async () => {
      expect((await verify(lines.slice(0, -1), key)).first).toMatchObject({ kind: 'truncated' });
      const cut = [...lines.slice(0, 10), lines[10]!.slice(0, 40)];
      expect((await verify(cut, key)).first).toMatchObject({ kind: 'format', line: 11 });
      expect((await verify(['not json'], key)).first).toMatchObject({ kind: 'format', line: 1 });
      expect((await verify([], key)).first).toMatchObject({ kind: 'format' });
      expect((await verify([JSON.stringify({ kind: 'header', format: 'something-else' })], key)).first).toMatchObject({ kind: 'format', line: 1 });
    });

    it('exports one stream with audit paths, and a time range in whole blocks; both verify', async () => {
      const stream = await exported(store, key, { range: { stream: 'counter-1' } });
      const report = await verify(stream, key);
      expect(report).toMatchObject({ ok: true, events: 8 });
      expect(eventLines(stream).map((v) => v.revision)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
      const dropped = stream.filter((l) => !l.includes('"revision":"3"'));
      expect((await verify(dropped, key)).first).toMatchObject({ kind: 'removed' });

      const all = eventLines(lines);
      const middle = String(all[20]!.recordedAt);
      const ranged = await exported(store, key, { range: { from: middle } });
      const rangeReport = await verify(ranged, key);
      expect(rangeReport).toMatchObject({ ok: true });
      expect(rangeReport.events).toBeLessThan(all.length);
      expect(rangeReport.events).toBeGreaterThanOrEqual(all.length - 20);
    });

    it('still verifies after a person was erased: the log keeps the sealed form the hashes cover', async () => {
      const keys = await createPersonalDataKeys(store.sql);
      await keys.erase('user-u1');
      const [person] = await store.readStream('person-u1');
      expect(person?.data).toMatchObject({ name: '(erased)', note: 'first' });
      const after = await exported(store, key);
      expect(await verify(after, key)).toMatchObject({ ok: true, events: 40 });
    });

    it('exports a stream whose blocks lie apart with the seals between, and names an event taken out of its block', async () => {
      const sealer = new AuditSealer({ driver: store.sql, eventStore: store, key, blockSize: 8 });
      const fill = async (n: number) => {
        for (let i = 0; i < n; i += 1) await store.append('filler', [event('Counted', { by: i })], { expectedRevision: 'any' });
      };
      await store.append('sparse', [event('Counted', { by: 1 })], { expectedRevision: 'no_stream' });
      await fill(22);
      await store.append('sparse', [event('Counted', { by: 2 })], { expectedRevision: 'any' });
      await fill(7);
      expect(await sealer.sealPending({ partial: false })).toBe(4);
      const stream = await exported(store, key, { range: { stream: 'sparse' } });
      const blocks = eventLines(stream).map((v) => v.block as number);
      expect(blocks[1]! - blocks[0]!).toBeGreaterThan(1);
      expect(await verify(stream, key)).toMatchObject({ ok: true, events: 2, seals: blocks[1]! - blocks[0]! + 1 });

      // The last event changed and marked unsealed, so that no root would hold it against the file.
      const [i, last] = lineOf(stream, (v) => v.kind === 'event' && v.revision === '1');
      const { index: _index, proof: _proof, ...rest } = last;
      const data = { by: 3 };
      const content = contentHash({ streamId: 'sparse', id: String(rest.id), type: String(rest.type), schemaVersion: 1, dataText: jcsText(data), metadataText: jcsText(rest.metadata) });
      const [, first] = lineOf(stream, (v) => v.kind === 'event' && v.revision === '0');
      const micros = recordedMicros(String(rest.recordedAt))!;
      const hash = linkHash(Buffer.from(String(first.hash), 'hex'), 1n, micros, content).toString('hex');
      const forged = [...stream];
      forged[i] = JSON.stringify({ ...rest, data, hash, block: null });
      expect((await verify(forged, key)).first).toMatchObject({ kind: 'changed', line: i + 1 });

      // One stream's export begins at its revision 0: a first event that names a predecessor was cut.
      const cut = stream.filter((l) => !(l.includes('"kind":"event"') && l.includes('"revision":"0"')));
      const [j, second] = lineOf(cut, (v) => v.kind === 'event' && v.revision === '1');
      cut[j] = JSON.stringify({ ...second, previous: first.hash });
      expect((await verify(cut, key)).problems.some((p) => p.kind === 'removed' && p.streamId === 'sparse')).toBe(true);
    });

    it('refuses forged headers and numbers past int64 as problems of their line, never as exceptions', async () => {
      const [, header] = lineOf(lines, (v) => v.kind === 'header');
      for (const forgedHeader of [{ ...header, order: 'xyz' }, { ...header, range: null }, { ...header, range: 'all' }]) {
        expect((await verify([JSON.stringify(forgedHeader), ...lines.slice(1)], key)).first).toMatchObject({ kind: 'format', line: 1 });
      }
      const [i, line] = lineOf(lines, (v) => v.kind === 'event' && v.block !== null);
      // Data nested past any stack: written as text, since JSON.stringify could not write it either.
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      for (const change of [{ position: '9223372036854775808' }, { revision: '99999999999999999999' }, { index: 1e300 }, { index: -1 }, { data: 'DEEP' }]) {
        const forged = [...lines];
        forged[i] = JSON.stringify({ ...line, ...change }).replace('"data":"DEEP"', `"data":${deep}`);
        const report = await verify(forged, key);
        expect(report.ok).toBe(false);
        expect(report.problems.some((p) => p.line === i + 1)).toBe(true);
      }
    });
  });

  it('chains at the next seal what a process of the release before appended during a rolling update', async () => {
    // Its item carries no content hash: the event, and the next one appended after it, keep none.
    const preChain = `{"c":null,"st":[{"s":"rolling-1","k":0,"e":null,"ev":[{"id":"${randomUUID()}","t":"Counted","v":1,"d":{"by":1},"m":${jcsText(testMetadata())}}]}]}`;
    await store.sql.query('SELECT * FROM es_append_unit($1::jsonb)', [preChain]);
    await store.append('rolling-1', [event('Counted', { by: 2 })], { expectedRevision: 'any' });
    const hashes = () => store.sql.query<{ hash: string | null }>("SELECT encode(hash, 'hex') AS hash FROM es_events WHERE stream_id = 'rolling-1' ORDER BY stream_revision");
    expect((await hashes()).rows).toEqual([{ hash: null }, { hash: null }]);
    await new AuditSealer({ driver: store.sql, eventStore: store, key, blockSize: 8 }).sealPending({ partial: true });
    expect((await hashes()).rows.every((r) => r.hash !== null)).toBe(true);
    expect(await verify(await exported(store, key), key)).toMatchObject({ ok: true, unsealed: 0 });
  });
});

// Two processes that start together on a log written before the chain both run the backfill:
// under SHARE each held the lock and their updates deadlocked; SHARE ROW EXCLUSIVE lets one wait.
whenServer('PORTAL_PG_URL', 'the backfill of two processes starting together (PostgreSQL)', (base) => {
  it('chains the log once, and neither process fails', async () => {
    const schema = await freshPgSchema(base);
    const store = await new SqlEventStore('postgres', new PgDriver(schema.url), { catalog }).init();
    const [one, two] = [new PgDriver(schema.url), new PgDriver(schema.url)];
    try {
      for (let i = 0; i < 40; i += 1) await store.append(`old-${i % 8}`, [event('Counted', { by: i })], { expectedRevision: 'any' });
      const hashes = async () => (await store.sql.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM es_events ORDER BY global_position")).rows;
      const chained = await hashes();
      await store.sql.query('UPDATE es_events SET hash = NULL');
      const counts = await Promise.all([backfillHashes(one), backfillHashes(two)]);
      expect(counts.sort()).toEqual([0, 8]);
      expect(await hashes()).toEqual(chained);
    } finally {
      await Promise.all([one.close(), two.close(), store.close()]);
      await schema.drop();
    }
  });
});
