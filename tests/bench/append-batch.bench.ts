import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { copyContender, unnestContender } from './lib/batch-ceilings.ts';
import { race } from './lib/measure.ts';
import { createRawTable } from './lib/raw-events.ts';
import { storeContender } from './lib/writers.ts';

/**
 * 100 events in one append against the fastest plain-SQL load of the same 100 rows, one writer
 * each: COPY FROM STDIN or a prepared INSERT ... SELECT FROM unnest(...), whichever is faster in
 * this run.
 */
export default defineBench({
  figures: ['append.batch100'],
  async run(db, report) {
    const store = await db.eventStore();
    const [copyClient, unnestClient] = await db.rawClients(2);
    await createRawTable(copyClient!);

    progress('append.batch100: 100-event appends vs COPY and a prepared unnest INSERT of 100 rows');
    const [copy = 0, unnest = 0, value = 0] = await race([
      copyContender('raw-copy', copyClient!, 100),
      unnestContender('raw-unnest', unnestClient!, 100),
      storeContender('store-batch', store, 1, 100),
    ]);
    progress(`  ceiling: ${copy >= unnest ? 'COPY' : 'prepared unnest INSERT'}`);
    report(higherIsBetter('append.batch100', value, Math.max(copy, unnest), 'events/s'));
  },
});
