import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { copyContender, recordsetContender, unnestContender } from './lib/batch-ceilings.ts';
import { race } from './lib/measure.ts';
import { createRawTable } from './lib/raw-events.ts';
import { storeContender } from './lib/writers.ts';

/**
 * 100 events in one append against the fastest plain-SQL load of the same 100 rows, one writer
 * each: COPY FROM STDIN, a prepared INSERT ... SELECT FROM unnest(...) or a prepared
 * INSERT ... SELECT FROM jsonb_to_recordset($1), whichever is fastest in this run.
 */
export default defineBench({
  figures: ['append.batch100'],
  async run(db, report) {
    const store = await db.eventStore();
    const [copyClient, unnestClient, recordsetClient] = await db.rawClients(3);
    await createRawTable(copyClient!);

    progress('append.batch100: 100-event appends vs COPY and prepared unnest and jsonb_to_recordset INSERTs of 100 rows');
    const ceilings = [copyContender('raw-copy', copyClient!, 100), unnestContender('raw-unnest', unnestClient!, 100), recordsetContender('raw-recordset', recordsetClient!, 100)];
    const rates = await race([...ceilings, storeContender('store-batch', store, 1, 100)]);
    const value = rates.pop() ?? 0;
    const best = rates.indexOf(Math.max(...rates));
    progress(`  ceiling: ${ceilings[best]?.label}`);
    report(higherIsBetter('append.batch100', value, rates[best] ?? 0, 'events/s'));
  },
});
