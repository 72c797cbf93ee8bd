import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@portal/events';
import type { ReadStore, StoredDocument } from '../store/read-store.ts';
import { foldBatch, touchedDocuments, type ChangedDocument } from './fold-batch.ts';
import type { AnyView } from './view.ts';

export interface BatchOutcome {
  /** The checkpoint now stored: the batch's last event, or `from` if nothing was new. */
  readonly to: Checkpoint;
  /** Events past `from` in this batch, handled or not. */
  readonly events: number;
  readonly changed: readonly ChangedDocument[];
}

/**
 * Applies one batch of the log to one generation: one query loads every document the handled
 * events touch, `evolve` folds over them in order, and one transaction writes the changed
 * documents with the new checkpoint. Events at or before `from` are dropped, so a batch that is
 * delivered again (a restart, an overlapping read) changes nothing.
 */
/**
 * Every document of a generation, kept by its only writer (a rebuild filling a new generation
 * from START), so batches need not load them back.
 */
export type KnownDocuments = Map<string, StoredDocument>;

export async function projectBatch(
  store: ReadStore,
  view: AnyView,
  handles: ReadonlySet<string>,
  generation: number,
  from: Checkpoint,
  batch: readonly RecordedEvent[],
  known?: KnownDocuments,
): Promise<BatchOutcome> {
  const fresh = batch.filter((e) => compareCheckpoints(e.checkpoint, from) > 0);
  const last = fresh.at(-1);
  if (last === undefined) return { to: from, events: 0, changed: [] };
  const matching = fresh.filter((e) => handles.has(e.type));
  if (matching.length === 0) {
    await store.commit(view.name, generation, { from, to: last.checkpoint, upserts: [], deletes: [] });
    return { to: last.checkpoint, events: fresh.length, changed: [] };
  }
  const { touches, ids } = touchedDocuments(view, matching);
  const stored = known ?? (await store.load(view.name, generation, ids));
  const { upserts, deletes, changed } = foldBatch(view, touches, stored);
  await store.commit(view.name, generation, { from, to: last.checkpoint, upserts, deletes });
  if (known) {
    for (const { id, doc } of upserts) known.set(id, { doc });
    for (const id of deletes) known.delete(id);
  }
  return { to: last.checkpoint, events: fresh.length, changed };
}
