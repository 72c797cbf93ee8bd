import type { Checkpoint, DomainEvent, NewEvent, RecordedEvent } from './envelope.ts';
import type { Recorded, StreamId } from './stream-id.ts';

/**
 * What the writer believes about the stream: `any` skips the check, `no_stream` requires a new
 * stream, `stream_exists` requires an existing one, a bigint requires that exact last revision.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendOptions {
  readonly expectedRevision: ExpectedRevision;
  /** Idempotency key: appending with a known commandId appends nothing and returns the first result. */
  readonly commandId?: string;
}

export interface AppendResult {
  /** The stream's revision after the append: pass it as the next expectedRevision. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last event appended by this command. */
  readonly position: bigint;
  /** True when the commandId had been seen: nothing new was appended. */
  readonly duplicate: boolean;
}

/** One stream's part of a command that writes several streams at once. */
export interface StreamWrite {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision: ExpectedRevision;
}

export interface StreamsAppendResult extends AppendResult {
  /** Each stream's revision after the append, in the order given; empty for a duplicate. */
  readonly streams: readonly { readonly streamId: string; readonly nextExpectedRevision: bigint }[];
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; backwards reads default to the end of the stream. */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events after this checkpoint. Defaults to the start of the log. */
  readonly after?: Checkpoint;
  readonly maxCount?: number;
}

export interface SubscribeOptions extends ReadAllOptions {
  readonly signal: AbortSignal;
}

/**
 * The event store port. Every adapter passes `eventStoreContract` in
 * `platform/src/adapters/event-store.contract.ts`.
 *
 * @example
 * const { nextExpectedRevision } = await store.append('offer-1', events, { expectedRevision: 'no_stream', commandId });
 * for await (const batch of store.subscribe({ after: START, signal })) project(batch);
 */
export interface EventStore {
  readonly name: string;
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams all or nothing (ADR 10): one failed expectation stores nothing
   * of the others. The commandId covers the whole write; `nextExpectedRevision` and `position`
   * are those of the last stream's last event.
   *
   * @example
   * await store.appendStreams([
   *   { streamId: 'customer-100001', events: [created], expectedRevision: 'no_stream' },
   *   { streamId: 'userMail-…', events: [reserved], expectedRevision: 3n },
   * ], { commandId });
   */
  appendStreams(writes: readonly StreamWrite[], options?: { readonly commandId?: string }): Promise<StreamsAppendResult>;
  /** Every event a command appended (those whose metadata names its commandId), across its streams, in log order; empty for an unknown commandId. */
  readCommand(commandId: string): Promise<RecordedEvent[]>;
  /**
   * A stream's events in revision order, typed by its stream id (`offerStream(id)` reads
   * `Recorded<OfferEvent>[]`; a plain string reads `RecordedEvent[]`). Adapters type their
   * answer through `eventsOfStreamAs`, the one place that assertion is made.
   */
  readStream<E extends DomainEvent = DomainEvent>(streamId: StreamId<E>, options?: ReadStreamOptions): Promise<Recorded<E>[]>;
  /**
   * Every event of many streams at once, each stream's in revision order; a stream without
   * events is absent from the map. Optional: a command that touches thousands of streams (a
   * metering point import) reads them in one round trip where the adapter offers it, else one
   * `readStream` each.
   */
  readStreams?(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** One batch of the global log in reader order, never past an uncommitted gap. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live; yields non-empty batches until the signal aborts. */
  subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  /** The result of an earlier append with this commandId, or null: handlers answer replays without deciding again. */
  lookupCommand(commandId: string): Promise<AppendResult | null>;
  /** The checkpoint of the newest committed event (START when the log is empty). */
  head(): Promise<Checkpoint>;
  /** The reader-order checkpoint of the event at a global position, or null if there is none. */
  checkpointOf(globalPosition: bigint): Promise<Checkpoint | null>;
  close(): Promise<void>;
}
