import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { versus } from './lib/measure.ts';
import { createRawTable } from './lib/raw-events.ts';
import { rawContender, storeContender } from './lib/writers.ts';

/** 100 events in one append against one 100-row multi-row INSERT, one writer each. */
export default defineBench({
  figures: ['append.batch100'],
  async run(db, report) {
    const store = await db.eventStore();
    const [client] = await db.rawClients(1);
    await createRawTable(client!);

    progress('append.batch100: 100-event appends vs 100-row INSERTs');
    const { value, ceiling } = await versus(storeContender('store-batch', store, 1, 100), rawContender('raw-batch', [client!], 100));
    report(higherIsBetter('append.batch100', value, ceiling, 'events/s'));
  },
});
