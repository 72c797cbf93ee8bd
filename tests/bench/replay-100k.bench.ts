import type { EventStore } from '@portal/events';
import { createPgReadStore, ProjectionEngine, waitForCheckpoint, type ReadStore, type View } from '@portal/projections';
import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { versusRuns } from './lib/measure.ts';
import { rawScan, seedReadings } from './lib/readings.ts';

const total = 100_000;
const repetitions = 3;

/** Receives every event (documentIds runs per event) and writes nothing but its checkpoint. */
const noopView = (name: string): View => ({ name, handles: ['MeterReadingRecorded'], documentIds: () => [], evolve: (doc) => doc });

/** A new projection from the start of the log until its checkpoint reaches the head. */
async function replayThroughEngine(eventStore: EventStore, readStore: ReadStore, name: string): Promise<number> {
  const head = await eventStore.head();
  const engine = new ProjectionEngine({ eventStore, readStore }).register(noopView(name));
  await engine.start();
  const reached = await waitForCheckpoint(readStore, name, head, { timeoutMs: 120_000 });
  const processed = engine.status()[0]?.eventsProcessed ?? 0;
  await engine.stop();
  if (!reached || processed !== total) throw new Error(`the engine delivered ${processed} of ${total} events`);
  return processed;
}

/**
 * The projection engine delivering 100,000 events to a no-op view (default batch of 1000, one
 * checkpoint transaction per batch) against the raw keyset scan of the same rows, 1000 at a time.
 */
export default defineBench({
  figures: ['replay.100k'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const readStore = await createPgReadStore(eventStore.sql);
    const [client] = await db.rawClients(1);
    progress(`replay.100k: seeding ${total} events`);
    await seedReadings(eventStore, total, 10_000);

    progress('replay.100k: projection engine to a no-op view vs raw keyset scan');
    let run = 0;
    const { value, ceiling } = await versusRuns(
      () => replayThroughEngine(eventStore, readStore, `bench_noop_${(run += 1)}`),
      () => rawScan(client!, 1000, () => undefined),
      repetitions,
      { subject: 'engine', ceiling: 'raw scan' },
    );
    report(higherIsBetter('replay.100k', value, ceiling, 'events/s'));
  },
});
