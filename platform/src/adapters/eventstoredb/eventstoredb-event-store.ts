import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START as FROM_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type AppendStreamState,
  type Direction,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventCatalog } from '@portal/events';
import { compareCheckpoints, eventsOfStreamAs, START, type Checkpoint, type DomainEvent, type NewEvent, type Recorded, type RecordedEvent, type StreamId } from '@portal/events';
import { WrongExpectedRevisionError } from '@portal/events';
import type { AppendOptions, AppendResult, EventStore, ExpectedRevision, ReadAllOptions, ReadStreamOptions, StreamsAppendResult, StreamWrite, SubscribeOptions } from '@portal/events';
import { APPEND_ID, appendIdOf, commandEventId, commandStream, isSystemEvent, METADATA_JSON, toCheckpoint, toPosition, toRecorded } from './esdb-records.ts';
import { batchSubscription } from './esdb-subscription.ts';

export interface EventStoreDbOptions {
  readonly catalog?: EventCatalog;
}

interface CommandRecord {
  streamId: string;
  nextExpectedRevision: string;
  position: string;
  /** Every stream the command wrote, for readCommand (absent in records of one-stream appends). */
  streams?: { streamId: string; from: string; to: string }[];
}

const streamState = (expected: ExpectedRevision): AppendStreamState => expected;
const describe = (expected: ExpectedRevision): string => (typeof expected === 'bigint' ? expected.toString() : expected);
const isStart = (c: Checkpoint): boolean => compareCheckpoints(c, START) === 0;

/**
 * The event store on EventStoreDB / KurrentDB (`PORTAL_ESDB_URL`). The server already keeps one
 * ordered log, `$all`, written in commit order, so the gap race of the SQL stores cannot occur
 * here and readers need no visibility horizon. Idempotency by commandId: see `append`.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly client: KurrentDBClient;
  private readonly options: EventStoreDbOptions;

  constructor(client: KurrentDBClient, options: EventStoreDbOptions = {}) {
    this.client = client;
    this.options = options;
  }

  /**
   * With a commandId: a recorded result answers at once; otherwise the events go out with ids
   * derived from (commandId, index), so a twin racing past the lookup is deduplicated by the
   * server, and the result is recorded in `$command-<id>` afterwards. A crash between the append
   * and the record leaves the events without a record: a replay with the same expected revision
   * is still deduplicated by the server, and records the result then.
   */
  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { commandId } = options;
    if (commandId !== undefined) {
      const known = await this.lookupCommand(commandId);
      if (known) return known;
    }
    const appendId = randomUUID();
    const data = events.map((e, i) =>
      jsonEvent({
        id: commandId === undefined ? e.id : commandEventId(commandId, i),
        type: e.type,
        data: e.data as JSONType,
        metadata: { ...e.metadata, [APPEND_ID]: appendId },
      }),
    );
    let nextRevision: bigint;
    try {
      ({ nextExpectedRevision: nextRevision } = await this.client.appendToStream(streamId, data, { streamState: streamState(options.expectedRevision) }));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // 'no_stream', or -1 when the error came from gRPC metadata, both mean no stream.
      const actual = typeof error.actualState === 'bigint' && error.actualState >= 0n ? error.actualState : null;
      throw new WrongExpectedRevisionError(streamId, describe(options.expectedRevision), actual);
    }
    // Read the last event back: its position is the one readers will see, and its append id
    // says whether this call wrote it or the server deduplicated this call against a twin.
    const last = await this.findEvent(streamId, nextRevision, data[data.length - 1]?.id ?? '');
    if (!last.position) throw new Error(`eventstoredb: event ${last.id} has no log position (server older than 22.6?)`);
    const result: AppendResult = { nextExpectedRevision: last.revision, position: last.position.commit, duplicate: appendIdOf(last) !== appendId };
    if (commandId !== undefined) await this.recordCommand(commandId, streamId, result);
    return result;
  }

  /**
   * Several streams at once through KurrentDB's multi-stream append (server 25.1 or newer),
   * which commits all or nothing. Its records take flat string metadata, so the envelope's
   * metadata travels as one JSON string (`toRecorded` unpacks it). The command's record goes
   * into the same atomic write with `no_stream`: a twin racing past the lookup fails on it and
   * answers with the first result. One stream takes the classic append above.
   */
  async appendStreams(writes: readonly StreamWrite[], options: { readonly commandId?: string } = {}): Promise<StreamsAppendResult> {
    const [only] = writes;
    if (writes.length === 1 && only) {
      const result = await this.append(only.streamId, only.events, { expectedRevision: only.expectedRevision, commandId: options.commandId });
      return { ...result, streams: result.duplicate ? [] : [{ streamId: only.streamId, nextExpectedRevision: result.nextExpectedRevision }] };
    }
    if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new Error('append needs at least one event per stream');
    const { commandId } = options;
    if (commandId !== undefined) {
      const known = await this.lookupCommand(commandId);
      if (known) return { ...known, streams: [] };
    }
    let index = 0;
    const requests: { streamName: string; expectedState: AppendStreamState; events: ReturnType<typeof jsonEvent>[] }[] = writes.map((w) => ({
      streamName: w.streamId,
      expectedState: streamState(w.expectedRevision),
      events: w.events.map((e) =>
        jsonEvent({ id: commandId === undefined ? e.id : commandEventId(commandId, index++), type: e.type, data: e.data as JSONType, metadata: { [METADATA_JSON]: JSON.stringify(e.metadata) } }),
      ),
    }));
    if (commandId !== undefined) {
      requests.push({ streamName: commandStream(commandId), expectedState: NO_STREAM, events: [jsonEvent({ id: commandEventId(commandId, -1), type: 'CommandRecorded', data: { streams: writes.map((w) => w.streamId) } })] });
    }
    let responses: { streamName: string; revision: bigint }[];
    try {
      ({ responses } = await this.client.multiStreamAppend(requests));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (commandId !== undefined && error.streamName === commandStream(commandId)) {
        const known = await this.lookupCommand(commandId);
        if (known) return { ...known, streams: [] };
      }
      const write = writes.find((w) => w.streamId === error.streamName) ?? only;
      const actual = typeof error.actualState === 'bigint' && error.actualState >= 0n ? error.actualState : null;
      throw new WrongExpectedRevisionError(error.streamName, write ? describe(write.expectedRevision) : 'unknown', actual);
    }
    const streams = writes.map((w) => ({ streamId: w.streamId, nextExpectedRevision: responses.find((r) => r.streamName === w.streamId)?.revision ?? -1n }));
    const last = streams.at(-1);
    const lastWrite = writes.at(-1);
    if (!last || !lastWrite) throw new Error('append without writes');
    const lastEvent = requests[writes.length - 1]?.events.at(-1);
    const stored = await this.findEvent(last.streamId, last.nextExpectedRevision, lastEvent?.id ?? '');
    if (!stored.position) throw new Error(`eventstoredb: event ${stored.id} has no log position`);
    const result = { nextExpectedRevision: last.nextExpectedRevision, position: stored.position.commit, duplicate: false };
    if (commandId !== undefined) {
      const record: CommandRecord = {
        streamId: last.streamId,
        nextExpectedRevision: last.nextExpectedRevision.toString(),
        position: result.position.toString(),
        streams: writes.map((w, i) => ({ streamId: w.streamId, from: String((streams[i]?.nextExpectedRevision ?? 0n) - BigInt(w.events.length) + 1n), to: String(streams[i]?.nextExpectedRevision ?? 0n) })),
      };
      // The atomic record above names the streams; this one adds where they landed.
      await this.client.appendToStream(commandStream(commandId), jsonEvent({ type: 'CommandPlaced', data: { ...record } }), { streamState: 'any' });
    }
    return { ...result, streams };
  }

  async readCommand(commandId: string): Promise<RecordedEvent[]> {
    let record: CommandRecord | null = null;
    try {
      for await (const resolved of this.client.readStream(commandStream(commandId), { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        record = (resolved.event?.data as CommandRecord | undefined) ?? null;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    if (!record) return [];
    const parts = record.streams ?? [{ streamId: record.streamId, from: '0', to: record.nextExpectedRevision }];
    const events: RecordedEvent[] = [];
    for (const part of parts) {
      const from = BigInt(part.from);
      const read = await this.readStream(part.streamId, { fromRevision: from, maxCount: Number(BigInt(part.to) - from + 1n) });
      events.push(...read.filter((e) => e.metadata.commandId === commandId));
    }
    return events.sort((a, b) => (a.globalPosition < b.globalPosition ? -1 : a.globalPosition > b.globalPosition ? 1 : 0));
  }

  async lookupCommand(commandId: string): Promise<AppendResult | null> {
    try {
      for await (const resolved of this.client.readStream(commandStream(commandId), { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        const record = resolved.event?.data as (CommandRecord | { streams: string[] }) | undefined;
        if (record && 'position' in record) return { nextExpectedRevision: BigInt(record.nextExpectedRevision), position: BigInt(record.position), duplicate: true };
        // A multi-stream append whose placement was not recorded (a crash right after it): its
        // last stream holds the command's last event.
        const lastStream = record?.streams.at(-1);
        if (lastStream) {
          const recent = await this.readStream(lastStream, { direction: 'backwards', maxCount: 100 });
          const last = recent.find((e) => e.metadata.commandId === commandId);
          if (last) return { nextExpectedRevision: last.revision, position: last.globalPosition, duplicate: true };
        }
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return null;
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: StreamId<E>, options: ReadStreamOptions = {}): Promise<Recorded<E>[]> {
    const direction: Direction = options.direction === 'backwards' ? BACKWARDS : FORWARDS;
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction,
        fromRevision: options.fromRevision ?? (direction === BACKWARDS ? END : FROM_START),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      })) {
        if (resolved.event) events.push(this.upcast(toRecorded(resolved.event)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return eventsOfStreamAs(streamId, events);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1000;
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const from: ReadPosition = isStart(after) ? FROM_START : toPosition(after);
    for await (const e of this.scan(FORWARDS, from, maxCount + 1, isStart(after) ? null : after)) {
      events.push(this.upcast(toRecorded(e)));
      if (events.length >= maxCount) break;
    }
    return events;
  }

  subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    return this.follow(options);
  }

  // A generator, so the server subscription opens on the first `next()` and is always closed
  // by the generator's own cleanup, never left open by a caller that did not iterate.
  private async *follow(options: SubscribeOptions): AsyncGenerator<RecordedEvent[]> {
    if (options.signal.aborted) return;
    const after = options.after ?? START;
    const sub = this.client.subscribeToAll({
      fromPosition: isStart(after) ? FROM_START : toPosition(after),
      // Server-side filter on event types; system streams are dropped again on this side.
      filter: excludeSystemEvents(),
    });
    yield* batchSubscription(sub, {
      signal: options.signal,
      maxCount: options.maxCount ?? 1000,
      after: isStart(after) ? null : after,
      toRecorded: (resolved) => (resolved.event ? this.upcast(toRecorded(resolved.event)) : null),
    });
  }

  async head(): Promise<Checkpoint> {
    for await (const e of this.scan(BACKWARDS, END, 100, null)) return toCheckpoint(e.position);
    return START;
  }

  /**
   * Every event of one append shares its commit position, the global position this adapter
   * hands out. The checkpoint returned is that of the append's LAST event, so a reader that
   * waits for it (read-your-writes) has seen the whole write. The first event of a write sits
   * at (commit, commit), which makes that pair a valid place to start reading.
   */
  async checkpointOf(globalPosition: bigint): Promise<Checkpoint | null> {
    let found: Checkpoint | null = null;
    for await (const e of this.scan(FORWARDS, { commit: globalPosition, prepare: globalPosition }, 100, null)) {
      if (e.position.commit !== globalPosition) break;
      found = toCheckpoint(e.position);
    }
    return found;
  }

  close(): Promise<void> {
    return this.client.dispose();
  }

  /**
   * Non-system events of `$all` in pages. Paging by position repeats the boundary event when
   * the server reads inclusively, so events not past the last one seen are skipped.
   */
  private async *scan(direction: Direction, from: ReadPosition, pageSize: number, skipThrough: Checkpoint | null): AsyncGenerator<AllStreamRecordedEvent> {
    const size = Math.max(2, pageSize);
    const forwards = direction === FORWARDS;
    let cursor = from;
    let last = skipThrough;
    for (;;) {
      let read = 0;
      let progressed = false;
      for await (const resolved of this.client.readAll({ direction, fromPosition: cursor, maxCount: size })) {
        read += 1;
        const e = resolved.event;
        if (!e) continue;
        const at = toCheckpoint(e.position);
        if (last && (forwards ? compareCheckpoints(at, last) <= 0 : compareCheckpoints(at, last) >= 0)) continue;
        last = at;
        progressed = true;
        if (!isSystemEvent(e)) yield e;
      }
      if (read < size || !last) return;
      if (!progressed) throw new Error('eventstoredb: $all read made no progress');
      cursor = toPosition(last);
    }
  }

  private async findEvent(streamId: string, revision: bigint, id: string): Promise<EsdbRecordedEvent> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event?.id === id) return resolved.event;
    }
    // The server reported another revision than the write's own (a deduplicated write on an
    // older server): look for the event by id from the end of the stream.
    for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END })) {
      if (resolved.event?.id === id) return resolved.event;
    }
    throw new Error(`eventstoredb: appended event ${id} not found in ${streamId}`);
  }

  private async recordCommand(commandId: string, streamId: string, result: AppendResult): Promise<void> {
    const record: CommandRecord = { streamId, nextExpectedRevision: result.nextExpectedRevision.toString(), position: result.position.toString() };
    try {
      await this.client.appendToStream(commandStream(commandId), jsonEvent({ id: commandEventId(commandId, -1), type: 'CommandRecorded', data: { ...record } }), {
        streamState: NO_STREAM,
      });
    } catch (error) {
      // A twin recorded it first; both records describe the same stored events.
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }

  private upcast(event: RecordedEvent): RecordedEvent {
    return this.options.catalog ? this.options.catalog.upcast(event) : event;
  }
}

/**
 * Connects to EventStoreDB / KurrentDB. The connection string is the server's own, e.g.
 * `esdb://localhost:2113?tls=false` or `kurrentdb://admin:changeit@host:2113`.
 *
 * @example
 * const store = createEventStoreDbEventStore(process.env.PORTAL_ESDB_URL);
 * await store.append('offer-1', events, { expectedRevision: 'no_stream', commandId });
 */
export function createEventStoreDbEventStore(connectionString: string, options: EventStoreDbOptions = {}): EventStoreDbEventStore {
  return new EventStoreDbEventStore(KurrentDBClient.connectionString(connectionString), options);
}
