import { START, type EventStore, type RecordedEvent } from '@portal/events';
import type { AnyView } from '../engine/view.ts';
import type { ReadStore } from '../store/read-store.ts';

export async function readWholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    if (batch.length === 0) return all;
    all.push(...batch);
    after = batch.at(-1)!.checkpoint;
  }
}

/** The documents a view should hold: its evolve folded over the whole log in memory. */
export async function expectedDocuments(store: EventStore, view: AnyView): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>();
  for (const event of await readWholeLog(store)) {
    if (!view.handles.includes(event.type)) continue;
    for (const id of view.documentIds(event)) {
      const next = view.evolve(docs.get(id) ?? null, event, id);
      if (next === null) docs.delete(id);
      else docs.set(id, next);
    }
  }
  return new Map([...docs].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every document of the active generation, by id, paged by keyset. */
export async function storedDocuments(store: ReadStore, view: string): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>();
  let after: string | undefined;
  for (;;) {
    const page = await store.list<{ id: string }>(view, { limit: 1000, ...(after === undefined ? {} : { after }) });
    for (const doc of page) docs.set(doc.id, doc);
    if (page.length < 1000) return docs;
    after = page.at(-1)!.id;
  }
}

/** Polls a condition until it holds or the time is up; for states with no position to wait on. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
