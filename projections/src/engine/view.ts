import type { DomainEvent, NotificationDocument, Recorded } from '@portal/events';

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
 * `E` is the union of the events it handles: `documentIds`, `evolve` and `notify` receive
 * `Recorded<E>`, so `switch (event.type)` narrows the data and a renamed event field fails
 * typecheck. Define views with `defineView`, which derives `E` from `handles`, so the two
 * cannot disagree.
 *
 * @example
 * const offers = defineView<OfferRow, OfferEvent>()({
 *   name: 'offers',
 *   handles: ['OfferRequested', 'OfferReleased'],
 *   indexes: [{ name: 'tenant', path: 'tenant' }, { name: 'created', path: 'createdAt', type: 'timestamptz' }],
 *   documentIds: (e) => [e.data.offerId],
 *   evolve: (doc, e, id) => (e.type === 'OfferRequested' ? { id, customerId: e.data.customerId, status: 'requested' } : doc && { ...doc, status: 'released' }),
 *   notify: (e, id) => ({ topic: 'OFFER', dbId: id, tenant: e.metadata.tenant }),
 * });
 */
export interface View<Doc = unknown, E extends DomainEvent = DomainEvent> {
  /** Read model name, e.g. 'platform-config'; also the projection's name. */
  readonly name: string;
  /** Event types it consumes; other events are skipped without loading anything. */
  readonly handles: readonly E['type'][];
  readonly indexes?: readonly IndexSpec[];
  /** Which documents an event touches. */
  documentIds(event: Recorded<E>): readonly string[];
  /** Pure: the document after the event; null deletes it. */
  evolve(doc: Doc | null, event: Recorded<E>, id: string): Doc | null;
  /**
   * Where to announce a change; called after the batch commits, once per event that changed the
   * document, with the document as committed (null if deleted). Equal notifications of one batch
   * are published once. Several notifications when the change concerns several audiences (a
   * design change recolours every page of the partner; its row is for the admin's list).
   */
  notify?(event: Recorded<E>, id: string, doc: Doc | null): ViewNotification | readonly ViewNotification[] | null;
}

/**
 * A view typed by the events it handles, `E` being the members of the union `U` named in
 * `handles` (curried so that `Doc` and `U` are given and the handled types inferred).
 *
 * Engines hold views erased (`AnyView`) and hand them the events of the log; they call a view
 * only with events whose type is in its `handles` (project-batch.ts), and stores upcast and the
 * command unit validates every event against its schema (stream-id.ts, `eventsOfStreamAs`), so
 * the event a view receives is the `Recorded<E>` it declares.
 */
export function defineView<Doc, U extends DomainEvent>() {
  return <const T extends U['type']>(view: View<Doc, Extract<U, { readonly type: T }>> & { readonly handles: readonly T[] }): View<Doc, Extract<U, { readonly type: T }>> => view;
}

/** What a read store needs to know about a view to lay out its tables. */
export type ViewSchema = Pick<View, 'name' | 'indexes'>;

/** A view with its document and event types erased, as registries and engines hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyView = View<any, any>;
