// The projection process the crash-safety spec kills: runs the counter view on PostgreSQL until
// SIGKILLed (or stopped with SIGTERM). Usage: node crash-child.ts <postgres url> <view name>
import { createPostgresEventStore } from '@portal/events';
import { ProjectionEngine } from '../engine/projection-engine.ts';
import { createPgReadStore } from '../store/pg/pg-read-store.ts';
import { counterView } from './counter-view.ts';

const [url, name = 'crash'] = process.argv.slice(2);
if (!url) throw new Error('usage: crash-child.ts <postgres url> [view name]');
const eventStore = await createPostgresEventStore(url, { pollMs: 20 });
const readStore = await createPgReadStore(eventStore.sql);
const engine = new ProjectionEngine({ eventStore, readStore, batchSize: 250 }).register(counterView(name));
await engine.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => {
  void engine
    .stop()
    .then(() => eventStore.close())
    .then(() => process.exit(0));
});
