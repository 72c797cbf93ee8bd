import { defineBench, higherIsBetter, progress } from './lib/bench.ts';
import { versus } from './lib/measure.ts';
import { createRawTable } from './lib/raw-events.ts';
import { rawContender, storeContender } from './lib/writers.ts';

/**
 * Single-event appends against single-row autocommit INSERTs. With 8 writers the store's writers
 * share one store (group commit); the ceiling gets 8 separate connections, which is
 * PostgreSQL's own best case (its WAL flush already groups concurrent commits).
 */
export default defineBench({
  figures: ['append.single.1writer', 'append.single.8writers'],
  async run(db, report) {
    const store = await db.eventStore();
    const clients = await db.rawClients(8);
    await createRawTable(clients[0]!);

    for (const writers of [1, 8]) {
      const name = `append.single.${writers}writer${writers > 1 ? 's' : ''}`;
      progress(`${name}: event store vs single-row INSERT, ${writers} at once`);
      const { value, ceiling } = await versus(
        storeContender(`store-${writers}`, store, writers, 1),
        rawContender(`raw-${writers}`, clients.slice(0, writers), 1),
      );
      report(higherIsBetter(name, value, ceiling, 'events/s'));
    }
  },
});
