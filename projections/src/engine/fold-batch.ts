import { compareCheckpoints, formatCheckpoint, type Checkpoint, type RecordedEvent } from '@portal/events';
import type { ProjectionFailure, StoredDocument } from '../store/read-store.ts';
import type { AnyView } from './view.ts';

/** A view's own code threw on an event: the projection stops there, the others go on. */
export class ViewError extends Error {
  readonly failure: ProjectionFailure;

  constructor(view: string, event: RecordedEvent, cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`view ${view} failed on ${event.type} at ${formatCheckpoint(event.checkpoint)}: ${message}`, { cause });
    this.name = 'ViewError';
    this.failure = {
      checkpoint: formatCheckpoint(event.checkpoint),
      globalPosition: event.globalPosition.toString(),
      eventType: event.type,
      message,
    };
  }
}

/** A document a batch changed: its final state and the events that changed it, in order. */
export interface ChangedDocument {
  readonly id: string;
  readonly doc: unknown;
  readonly events: readonly RecordedEvent[];
}

export interface FoldResult {
  readonly upserts: { id: string; doc: unknown }[];
  readonly deletes: string[];
  readonly changed: ChangedDocument[];
}

/** The documents the handled events touch, each event's ids computed once. */
export function touchedDocuments(view: AnyView, events: readonly RecordedEvent[]): { touches: [RecordedEvent, readonly string[]][]; ids: string[] } {
  const touches: [RecordedEvent, readonly string[]][] = [];
  const ids = new Set<string>();
  for (const event of events) {
    let eventIds: readonly string[];
    try {
      eventIds = view.documentIds(event);
    } catch (error) {
      throw new ViewError(view.name, event, error);
    }
    touches.push([event, eventIds]);
    for (const id of eventIds) ids.add(id);
  }
  return { touches, ids: [...ids] };
}

/**
 * Folds `evolve` over a batch in log order, starting from the stored documents. A document
 * whose `appliedThrough` already covers an event skips it (replay after a non-atomic write).
 */
export function foldBatch(view: AnyView, touches: readonly [RecordedEvent, readonly string[]][], stored: ReadonlyMap<string, StoredDocument>): FoldResult {
  const current = new Map<string, { doc: unknown; existed: boolean; applied?: Checkpoint; events: RecordedEvent[] }>();
  for (const [event, ids] of touches) {
    for (const id of ids) {
      let entry = current.get(id);
      if (entry === undefined) {
        const found = stored.get(id);
        entry = { doc: found?.doc ?? null, existed: found !== undefined, applied: found?.appliedThrough, events: [] };
        current.set(id, entry);
      }
      if (entry.applied !== undefined && compareCheckpoints(event.checkpoint, entry.applied) <= 0) continue;
      try {
        entry.doc = view.evolve(entry.doc, event, id);
      } catch (error) {
        throw new ViewError(view.name, event, error);
      }
      entry.events.push(event);
    }
  }
  const result: FoldResult = { upserts: [], deletes: [], changed: [] };
  for (const [id, entry] of current) {
    if (entry.events.length === 0) continue;
    if (entry.doc === null || entry.doc === undefined) {
      if (!entry.existed) continue;
      result.deletes.push(id);
    } else {
      result.upserts.push({ id, doc: entry.doc });
    }
    result.changed.push({ id, doc: entry.doc ?? null, events: entry.events });
  }
  return result;
}
