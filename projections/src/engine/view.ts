import type { NotificationDocument, RecordedEvent } from '@portal/events';

/**
 * A column extracted from the document, for filters, sorting and keyset pagination.
 * `path` is a dot path into the document (`'address.city'`); `type` defaults to `'text'`.
 * A value that does not parse as the type is stored as null (the document is still written),
 * and documents whose value is null are left out of lists ordered by that index.
 */
export interface IndexSpec {
  readonly name: string;
  readonly path: string;
  readonly type?: 'text' | 'numeric' | 'boolean' | 'timestamptz';
}

/** Where a changed document is announced on the bus (DESIGN.md, decision 7). */
export interface ViewNotification {
  readonly topic: string;
  readonly dbId: string;
  readonly tenant: string;
  /** The read contract's row of the document as committed, so open lists patch it in place. */
  readonly row?: NotificationDocument;
  /** The read contract's detail answer of the document as committed. */
  readonly detail?: NotificationDocument;
}

/**
 * A read model: which events it reads, which documents an event touches, and how a document
 * evolves. `evolve` is pure; returning null deletes the document. The engine remembers the
 * position it has applied, so `evolve` never sees an event twice for the same generation.
 *
 * @example
 * const offers: View<OfferRow> = {
 *   name: 'offers',
 *   handles: ['OfferCreated', 'OfferReleased'],
 *   indexes: [{ name: 'tenant', path: 'tenant' }, { name: 'created', path: 'createdAt', type: 'timestamptz' }],
 *   documentIds: (e) => [e.streamId],
 *   evolve: (doc, e, id) => (e.type === 'OfferCreated' ? { id, ...(e.data as NewOffer) } : doc && { ...doc, status: 'released' }),
 *   notify: (e, id) => ({ topic: 'OFFER', dbId: id, tenant: e.metadata.tenant }),
 * };
 */
export interface View<Doc = unknown> {
  /** Read model name, e.g. 'platform-config'; also the projection's name. */
  readonly name: string;
  /** Event types it consumes; other events are skipped without loading anything. */
  readonly handles: readonly string[];
  readonly indexes?: readonly IndexSpec[];
  /** Which documents an event touches. */
  documentIds(event: RecordedEvent): readonly string[];
  /** Pure: the document after the event; null deletes it. */
  evolve(doc: Doc | null, event: RecordedEvent, id: string): Doc | null;
  /**
   * Where to announce a change; called after the batch commits, once per event that changed the
   * document, with the document as committed (null if deleted). Equal notifications of one batch
   * are published once. Several notifications when the change concerns several audiences (a
   * design change recolours every page of the partner; its row is for the admin's list).
   */
  notify?(event: RecordedEvent, id: string, doc: Doc | null): ViewNotification | readonly ViewNotification[] | null;
}

/** What a read store needs to know about a view to lay out its tables. */
export type ViewSchema = Pick<View, 'name' | 'indexes'>;

/** A view with its document type erased, as registries and engines hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyView = View<any>;
