import type { Checkpoint } from '@portal/events';
import type { ViewSchema } from '../engine/view.ts';

/**
 * A page of a read model. `where` matches index names (or 'id') exactly; `orderBy` is an index
 * name or 'id' (the default). Pagination is keyset, never OFFSET: pass the last row's orderBy
 * value as `after` and its id as `afterId`. Ordering by an index leaves out documents whose
 * value for it is null.
 */
export interface ListQuery {
  where?: Record<string, string | number | boolean>;
  /**
   * Full text (spec section 5), each entry a condition: the text index `index` contains
   * `contains` as a substring, or, with `orIn`, that other index is one of its values. Stores
   * compare as stored: views keep a text index in the form searches are made in (lower case).
   *
   * @example textMatch: [{ index: 'searchText', contains: 'zürich', orIn: { index: 'customerId', values: ['100001'] } }]
   */
  textMatch?: readonly TextMatch[];
  orderBy?: string;
  direction?: 'asc' | 'desc';
  after?: string | number;
  afterId?: string;
  /** Defaults to 100, at most 10,000. */
  limit?: number;
}

export interface TextMatch {
  readonly index: string;
  readonly contains: string;
  readonly orIn?: { readonly index: string; readonly values: readonly string[] };
}

/** Where and why a projection stopped: the failing event, as the CLI and the logs show it. */
export interface ProjectionFailure {
  /** "commit/position" of the failing event. */
  readonly checkpoint: string;
  readonly globalPosition: string;
  readonly eventType: string;
  readonly message: string;
}

/**
 * One version of a read model. `active` serves readers, `building` is a rebuild in progress,
 * `retired` was switched away from and is about to be dropped.
 */
export interface GenerationState {
  readonly projection: string;
  readonly generation: number;
  readonly status: 'active' | 'building' | 'retired';
  /** The last event whose effect this generation holds. */
  readonly checkpoint: Checkpoint;
  readonly failure: ProjectionFailure | null;
  readonly updatedAt: string;
}

/** A document as loaded for a batch. */
export interface StoredDocument<Doc = unknown> {
  readonly doc: Doc;
  /**
   * Set by stores that cannot write documents and checkpoint atomically (MongoDB without a
   * replica set): the checkpoint of the batch that last wrote this document. The engine skips
   * events at or before it, so replaying a half-written batch does not apply them twice.
   */
  readonly appliedThrough?: Checkpoint;
}

/** Where a page of `scan` starts (after this id; the start when absent) and how long it is (default 1000, at most 10,000). */
export interface ScanPage {
  readonly afterId?: string;
  readonly limit?: number;
}

export interface ScannedDocument<Doc = unknown> {
  readonly id: string;
  readonly doc: Doc;
}

/** The effect of one batch: written together with the move of the checkpoint from `from` to `to`. */
export interface BatchWrite {
  readonly from: Checkpoint;
  readonly to: Checkpoint;
  readonly upserts: readonly { readonly id: string; readonly doc: unknown }[];
  readonly deletes: readonly string[];
}

/**
 * The read-store port: documents per read model, stored in generations so a rebuild can fill a
 * new one beside the live one and switch readers over atomically. Every adapter passes
 * `readStoreContract` in `read-store.contract.ts`.
 *
 * @example
 * const row = await store.get<OfferRow>('offers', 'offer-1');
 * const page = await store.list<OfferRow>('offers', { where: { tenant: 'alpha' }, orderBy: 'created', limit: 50 });
 * const next = await store.list<OfferRow>('offers', { where: { tenant: 'alpha' }, orderBy: 'created', after: last.createdAt, afterId: last.id, limit: 50 });
 */
export interface ReadStore {
  readonly name: string;

  // Readers: always the active generation.
  get<Doc>(view: string, id: string): Promise<Doc | null>;
  list<Doc>(view: string, query?: ListQuery): Promise<Doc[]>;
  /** The active generation's checkpoint; START if the projection never ran. */
  checkpoint(projection: string): Promise<Checkpoint>;

  // The engine and rebuilds.
  /** Creates the registry and, if the view has no active generation yet, an empty first one. Idempotent. */
  ensureView(view: ViewSchema): Promise<GenerationState>;
  active(projection: string): Promise<GenerationState | null>;
  /** Every generation of one projection, or of all when omitted, ordered by projection and generation. */
  generations(projection?: string): Promise<GenerationState[]>;
  /** The stored documents among `ids`, in one round trip. */
  load<Doc>(projection: string, generation: number, ids: readonly string[]): Promise<Map<string, StoredDocument<Doc>>>;
  /**
   * One page of a generation's documents in id order (bytewise), after `afterId`: how a
   * generation readers never see (an audit replay) is read back for an export.
   */
  scan<Doc>(projection: string, generation: number, page?: ScanPage): Promise<ScannedDocument<Doc>[]>;
  /**
   * Writes a batch's documents and moves the checkpoint `from` -> `to`, atomically where the
   * store can. Throws `GenerationRetiredError` when the generation was switched away from or
   * dropped, `CheckpointConflictError` when its checkpoint is no longer `from` (another writer).
   */
  commit(projection: string, generation: number, batch: BatchWrite): Promise<void>;
  /** Records (or, with null, clears) why a projection stopped, for status in other processes. */
  recordFailure(projection: string, generation: number, failure: ProjectionFailure | null): Promise<void>;
  /** Starts a new generation at START with status `building`, dropping abandoned `building` ones. */
  createGeneration(view: ViewSchema): Promise<GenerationState>;
  /** Creates the secondary indexes of a generation (rebuilds defer them to the end of the load). */
  buildIndexes(view: ViewSchema, generation: number): Promise<void>;
  /**
   * Makes `generation` the one readers see and retires the previous one, in one transaction.
   * Throws `GenerationBehindError` if it has not reached the live generation's checkpoint.
   */
  activate(projection: string, generation: number): Promise<{ previous: number | null }>;
  /** Removes a retired or building generation and its documents. */
  dropGeneration(projection: string, generation: number): Promise<void>;

  close(): Promise<void>;
}
