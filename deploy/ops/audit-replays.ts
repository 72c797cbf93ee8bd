import { DomainError, type EventStore } from '@portal/events';
import {
  auditReplayDocuments,
  auditReplays,
  dropAuditReplay,
  replayUntil,
  type AnyView,
  type AuditReplayRow,
  type OperatedProjection,
  type ReadStore,
  type RebuildRun,
  type ReplayResult,
  type ScannedDocument,
} from '@portal/projections';

/**
 * Audit replays as the CLI drives them: in the stores it opened itself, or through the ops
 * listener of the server that holds the embedded database (ADR 13). Both answer the same.
 */
export interface AuditReplayPort {
  /** Rebuilds `view` as of `until` into a hidden generation and returns it, kept. */
  replay(view: string, until: Date, run: RebuildRun): Promise<ReplayResult>;
  /** A kept replay's documents in id order, a page at a time; each call reads them again. */
  pages(name: string): AsyncIterable<readonly ScannedDocument[]>;
  drop(name: string): Promise<void>;
  list(): Promise<AuditReplayRow[]>;
}

export interface AuditReplayOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  /** The document views that can be replayed. */
  readonly views: readonly AnyView[];
  /** Every operated projection: those that are not views keep typed tables and are refused by name. */
  readonly projections: readonly Pick<OperatedProjection, 'name'>[];
}

/**
 * The view named `name`, or the refusal: 404 for a name nobody knows, 400 for a read model with
 * typed tables of its own (time series, offer table, market series), whose rows are no
 * documents to put in a hidden generation; both list the views that can be replayed.
 */
export function replayableView(options: Pick<AuditReplayOptions, 'views' | 'projections'>, name: string): AnyView {
  const view = options.views.find((v) => v.name === name);
  if (view) return view;
  const views = `views that can be replayed: ${options.views.map((v) => v.name).join(', ')}`;
  if (options.projections.some((p) => p.name === name)) {
    throw new DomainError(
      'ERR_BAD_REQUEST',
      400,
      `${name} keeps typed tables of its own, not documents, and cannot be replayed as of a moment (\`projections rebuild ${name}\` rebuilds it from the whole log); ${views}`,
      { field: 'view' },
    );
  }
  throw new DomainError('ERR_BAD_REQUEST', 404, `no view named "${name}"; ${views}`, { field: 'view' });
}

/** Audit replays in stores this process opened. */
export function storeAuditReplays(options: AuditReplayOptions): AuditReplayPort {
  const { eventStore, readStore } = options;
  return {
    replay: async (name, until, run) => replayUntil({ ...run, eventStore, readStore, view: replayableView(options, name), until }),
    pages: (name) => auditReplayDocuments(readStore, name),
    drop: (name) => dropAuditReplay(readStore, name),
    list: () => auditReplays(readStore),
  };
}
