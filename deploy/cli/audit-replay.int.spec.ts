import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offerStream } from '@portal/events';
import { offerPricedData, testEvent } from '@portal/events/testing';
import { createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { whenServer } from '@portal/platform/testing';
import { auditReplayDocuments, offersView, ProjectionEngine, waitForCheckpoint, type PgReadStore, type ProjectionStatusRow } from '@portal/projections';
import Papa from 'papaparse';
import { sqlTargets, type TargetFactory } from '../../projections/src/testing/targets.ts';
import { storeAuditReplays } from '../ops/audit-replays.ts';
import { operatedProjections } from '../ops/operated-projections.ts';
import { seedOffers } from '../testing/typed-read-models.ts';
import { auditReplayCommand, auditReplaysCommand, dropReplayCommand } from './audit-replay.ts';
import { statusCommand } from './projections-status.ts';
import { UsageError } from './usage-error.ts';
import { stdoutOf } from '../testing/stdout-of.ts';


const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A generation's documents by id, read page by page. */
async function documentsOf(readStore: PgReadStore, projection: string, generation: number): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>();
  for (let page = await readStore.scan(projection, generation); page.length > 0; page = await readStore.scan(projection, generation, { afterId: page.at(-1)!.id })) {
    for (const { id, doc } of page) docs.set(id, doc);
  }
  return docs;
}

/** A CSV cell read back as the value it was written from (the rule of documents-csv.ts). */
const cellValue = (cell: string, like: unknown): unknown =>
  like === undefined ? (cell === '' ? undefined : cell) : typeof like === 'string' ? cell : typeof like === 'number' ? Number(cell) : typeof like === 'boolean' ? cell === 'true' : JSON.parse(cell);

function auditSuite(target: TargetFactory): void {
  describe(`audit replay through the CLI (${target.name})`, () => {
    let eventStore: SqlEventStore;
    let readStore: PgReadStore;
    let blobStore: BlobStore;
    let engine: ProjectionEngine;
    let teardown: () => Promise<void>;
    let dir: string;
    /** The live offers documents as they were at `until`. */
    let saved: Map<string, unknown>;
    let until: Date;
    let liveGeneration: number;
    const operated = () => operatedProjections({ eventStore, readStore, sql: eventStore.sql, blobStore });
    const port = () => storeAuditReplays({ eventStore, readStore, views: [offersView], projections: operated() });
    const caughtUp = async () => expect(await waitForCheckpoint(readStore, offersView.name, await eventStore.head(), { timeoutMs: 20_000 })).toBe(true);

    beforeAll(async () => {
      ({ eventStore, readStore, teardown } = await target.open());
      blobStore = await createSqlBlobStore(eventStore.sql);
      dir = mkdtempSync(join(tmpdir(), 'audit-replay-'));
      // The server's engine, following the log the whole time.
      engine = new ProjectionEngine({ eventStore, readStore }).register(offersView);
      await engine.start();
      await seedOffers(eventStore, 12);
      await caughtUp();
      liveGeneration = (await readStore.active(offersView.name))!.generation;
      saved = await documentsOf(readStore, offersView.name, liveGeneration);
      expect(saved.size).toBe(12);
      await pause(20);
      until = new Date();
      await pause(20);
      // After the moment: five more offers, and one of the first twelve priced.
      await seedOffers(eventStore, 5, 13);
      await eventStore.append(offerStream('600002'), [testEvent('OfferPriced', offerPricedData('600002', [2027]))], { expectedRevision: 'any' });
      await caughtUp();
    });
    afterAll(async () => {
      await engine.stop();
      await teardown();
      rmSync(dir, { recursive: true, force: true });
    });

    it('rebuilds the view as it stood at the moment, writes it as CSV, keeps it hidden; the live view stays active and current', async () => {
      const csv = join(dir, 'offers.csv');
      const live = await documentsOf(readStore, offersView.name, liveGeneration);
      expect(live.size).toBe(17);
      expect(live.get('600002')).not.toEqual(saved.get('600002'));

      const out = await stdoutOf(() => auditReplayCommand(port(), 'offers', { until, csv, batchSize: 7, keep: true }));

      const name = `offers@asof-${until.toISOString()}`;
      const [summary, written, kept] = out.trimEnd().split('\n');
      expect(summary).toMatch(new RegExp(`^${escape(name)}: generation \\d+ holds 12 documents of offers as of ${escape(until.toISOString())}; \\d+ of \\d+ events were recorded by then, the last at checkpoint \\d+/\\d+; \\S+$`));
      expect(written).toMatch(new RegExp(`^${escape(csv)}: 12 documents, \\d+ columns \\(id;`));
      expect(kept).toBe(`kept ${name}: readers and \`projections status\` do not see it, \`audit replays\` lists it; drop it with: npm run portal -- audit drop-replay '${name}'`);

      // The replay holds what the live view held at the moment.
      const replayed = new Map<string, unknown>();
      for await (const page of auditReplayDocuments(readStore, name)) for (const { id, doc } of page) replayed.set(id, doc);
      expect(replayed).toEqual(saved);

      // The CSV: a header of the documents' top-level fields after the id, a row per document, nested values as JSON.
      const text = readFileSync(csv, 'utf8');
      expect(text.endsWith('\r\n')).toBe(true);
      const parsed = Papa.parse<Record<string, string>>(text.trimEnd(), { header: true, delimiter: ';', newline: '\r\n' });
      expect(parsed.errors).toEqual([]);
      const fields = new Set(['id', ...[...saved.values()].flatMap((doc) => Object.keys(doc as object))]);
      expect(parsed.meta.fields).toEqual([...fields]);
      expect(parsed.meta.fields).toContain('row');
      expect(parsed.data.map((row) => row.id)).toEqual([...saved.keys()].sort());
      for (const row of parsed.data) {
        const doc = saved.get(row.id!) as Record<string, unknown>;
        for (const field of [...fields].slice(1)) expect([field, cellValue(row[field]!, doc[field])]).toEqual([field, doc[field]]);
      }

      // Readers and the status see the live generation only, as current as before.
      expect(await readStore.active(offersView.name)).toMatchObject({ generation: liveGeneration, status: 'active' });
      expect(await documentsOf(readStore, offersView.name, liveGeneration)).toEqual(live);
      expect(await readStore.list(offersView.name, { limit: 100 })).toHaveLength(17);
      const rows = JSON.parse(await stdoutOf(() => statusCommand(operated(), { json: true }))) as ProjectionStatusRow[];
      expect(rows.some((r) => r.name.includes('@asof-'))).toBe(false);
      expect(rows.find((r) => r.name === 'offers')).toEqual(expect.objectContaining({ generation: liveGeneration, state: 'active', lagEvents: 0 }));
      expect(rows.find((r) => r.name === 'offers')?.rebuilding).toBeUndefined();

      // Listed until dropped, then gone.
      expect(await stdoutOf(() => auditReplaysCommand(port(), {}))).toMatch(new RegExp(`\\n${escape(name)} +g\\d+ +\\d+/\\d+ `));
      expect(await stdoutOf(() => dropReplayCommand(port(), name))).toBe(`dropped ${name}\n`);
      expect(await stdoutOf(() => auditReplaysCommand(port(), { json: true }))).toBe('[]\n');
      expect(await readStore.generations(offersView.name)).toEqual([expect.objectContaining({ generation: liveGeneration, status: 'active' })]);
    });

    it('drops the hidden generation after the export unless kept', async () => {
      const out = await stdoutOf(() => auditReplayCommand(port(), 'offers', { until }));
      expect(out).toMatch(/ holds 12 documents of offers /);
      expect(out.trimEnd().split('\n').at(-1)).toBe(`dropped offers@asof-${until.toISOString()} (--keep keeps it)`);
      expect(await port().list()).toEqual([]);
    });

    it('refuses bad input as a usage error, naming what it refuses, and creates nothing', async () => {
      const refusal = (view: string, at: Date) => auditReplayCommand(port(), view, { until: at }).catch((error: unknown) => error);
      const [first] = await eventStore.readAll({ maxCount: 1 });
      const cases = [
        [await refusal('nope', until), /^ERR_BAD_REQUEST \(view\): no view named "nope"; views that can be replayed: offers$/],
        [await refusal('offer-table', until), /^ERR_BAD_REQUEST \(view\): offer-table keeps typed tables of its own, not documents, and cannot be replayed .*; views that can be replayed: offers$/],
        [await refusal('offers', new Date(Date.now() + 3_600_000)), /^INVALID_DATE \(until\): until \S+ is in the future/],
        [await refusal('offers', new Date(Date.parse(first!.recordedAt) - 1000)), /^INVALID_DATE \(until\): until \S+ is before the first event of the log/],
      ] as const;
      for (const [error, message] of cases) {
        expect(error).toBeInstanceOf(UsageError);
        expect((error as Error).message).toMatch(message);
      }
      expect(await port().list()).toEqual([]);
      await expect(dropReplayCommand(port(), 'offers')).rejects.toThrow(UsageError);
      expect(await readStore.active(offersView.name)).toMatchObject({ generation: liveGeneration, status: 'active' });
    });
  });
}

const [pglite, postgres] = sqlTargets;
auditSuite(pglite!);
whenServer('PORTAL_PG_URL', 'audit replay through the CLI: postgres', () => auditSuite(postgres!));

describe('npm run portal -- audit replay: exit codes', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['deploy/cli.ts', ...args], { env: { PATH: process.env.PATH, PORTAL_DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
  let dataDir: string;
  beforeAll(() => void (dataDir = mkdtempSync(join(tmpdir(), 'audit-cli-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits with 2 and one clear line, no stack trace, for a moment that is no date-time, before the stores open', () => {
    const run = cli(dataDir, 'audit', 'replay', 'offers', '--until', '2025-03-31');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`error: option '--until <time>' argument '2025-03-31' is invalid. until must be an ISO-8601 date-time with an offset`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });

  it('exits with 2 for an unknown view, listing the views', () => {
    const run = cli(dataDir, 'audit', 'replay', 'nope', '--until', '2025-03-31T23:59:59+02:00');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^portal: ERR_BAD_REQUEST \(view\): no view named "nope"; views that can be replayed: (?=.*offers)(?=.*customers)(?=.*platform-config)[^\n]*\n$/);
  });
});
