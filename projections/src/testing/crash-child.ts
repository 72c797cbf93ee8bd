// The projection process the crash-safety spec kills: runs the counter view on PostgreSQL until
// SIGKILLed (or stopped with SIGTERM). Usage: node crash-child.ts <postgres url> <view name>
// CRASH_CHILD_WRITER=documents-first|checkpoint-first swaps in the deliberately broken writer
// (split-writes-read-store.ts) so the spec can show that its check catches it; unset, the
// child runs the real read store.
import { createPostgresEventStore } from '@portal/platform';
import { ProjectionEngine } from '../engine/projection-engine.ts';
import { createPgReadStore } from '../store/pg/pg-read-store.ts';
import type { ReadStore } from '../store/read-store.ts';
import { counterView } from './counter-view.ts';
import { isSplitOrder, SplitWritesReadStore } from './split-writes-read-store.ts';

const [url, name = 'crash'] = process.argv.slice(2);
if (!url) throw new Error('usage: crash-child.ts <postgres url> [view name]');
const writer = process.env.CRASH_CHILD_WRITER || undefined;
if (writer !== undefined && !isSplitOrder(writer)) throw new Error(`CRASH_CHILD_WRITER=${writer}: expected documents-first or checkpoint-first`);

const eventStore = await createPostgresEventStore(url, { pollMs: 20 });
let readStore: ReadStore;
if (writer === undefined) {
  readStore = await createPgReadStore(eventStore.sql);
} else {
  const split = new SplitWritesReadStore(eventStore.sql, writer);
  await split.init();
  readStore = split;
}
const engine = new ProjectionEngine({ eventStore, readStore, batchSize: 250 }).register(counterView(name));
await engine.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => {
  void engine
    .stop()
    .then(() => eventStore.close())
    .then(() => process.exit(0));
});
