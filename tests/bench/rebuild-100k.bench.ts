import { createPgReadStore, rebuild } from '@portal/projections';
import type { RawClient } from './lib/database.ts';
import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { versusRuns } from './lib/measure.ts';
import { meterTotalsView, nextTotals, rawScan, seedReadings, type MeterTotals } from './lib/readings.ts';

const total = 100_000;
const documents = 10_000;
const repetitions = 3;
/** The rebuild's default batch; the ceiling reads and writes in the same steps. */
const batch = 2000;

/**
 * The ceiling: a fresh plain table shaped like a generation table, filled by a keyset scan that
 * reads one batch ahead (as the rebuild does) and one multi-row upsert per batch on a second
 * connection. It keeps the documents in memory instead of loading them back.
 */
async function rawRebuild(reader: RawClient, writer: RawClient): Promise<number> {
  await writer.query('DROP TABLE IF EXISTS bench_meter_totals_raw');
  await writer.query('CREATE TABLE bench_meter_totals_raw (id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL)');
  const docs = new Map<string, MeterTotals>();
  return rawScan(
    reader,
    batch,
    async (rows) => {
      const changed = new Map<string, MeterTotals>();
      for (const row of rows) {
        const id = row.data.documentId;
        const doc = nextTotals(docs.get(id) ?? null, id, row.data.kwh, String(row.global_position));
        docs.set(id, doc);
        changed.set(id, doc);
      }
      await writer.query(
        `INSERT INTO bench_meter_totals_raw (id, doc) SELECT * FROM unnest($1::text[], $2::jsonb[])
         ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
        [[...changed.keys()], [...changed.values()].map((d) => JSON.stringify(d))],
      );
    },
    true,
  );
}

/**
 * A full blue/green rebuild of a view that upserts one document per event (100,000 events onto
 * 10,000 documents) against the raw scan plus batched upserts of the same documents.
 */
export default defineBench({
  figures: ['rebuild.100k'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const readStore = await createPgReadStore(eventStore.sql);
    const [reader, writer] = await db.rawClients(2);
    progress(`rebuild.100k: seeding ${total} events onto ${documents} documents`);
    await seedReadings(eventStore, total, documents);

    progress('rebuild.100k: rebuild() vs raw keyset scan + batched upserts');
    const { value, ceiling } = await versusRuns(
      async () => {
        const result = await rebuild({ eventStore, readStore, view: meterTotalsView });
        if (result.events !== total) throw new Error(`the rebuild read ${result.events} of ${total} events`);
        return result.events;
      },
      () => rawRebuild(reader!, writer!),
      repetitions,
      { subject: 'rebuild', ceiling: 'raw scan + upserts' },
    );
    const [{ n } = { n: 0 }] = (await writer!.query(`SELECT count(*)::int AS n FROM rm_${meterTotalsView.name}`)).rows as { n: number }[];
    if (n !== documents) throw new Error(`the rebuilt read model holds ${n} documents, not ${documents}`);
    report(higherIsBetter('rebuild.100k', value, ceiling, 'events/s'));
  },
});
