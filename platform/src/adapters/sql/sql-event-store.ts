import type { EventCatalog } from '@portal/events';
import type { Checkpoint, DomainEvent, NewEvent, Recorded, RecordedEvent, StreamId } from '@portal/events';
import { eventsOfStreamAs, START } from '@portal/events';
import { WrongExpectedRevisionError } from '@portal/events';
import type { AppendOptions, AppendResult, EventStore, ExpectedRevision, ReadAllOptions, ReadStreamOptions, StreamsAppendResult, StreamWrite, SubscribeOptions } from '@portal/events';
import { catchUpThenFollow, Doorbell, sharedReads } from '@portal/events';
import { contentHashHex } from '../../audit/event-hash.ts';
import { jcsText } from '../../audit/jcs-text.ts';
import { backfillHashes } from '../../audit/backfill-hashes.ts';
import { PersonalDataCodec } from '../../identity/personal-data-codec.ts';
import { createPersonalDataKeys } from '../../identity/personal-data-keys.ts';
import type { AppendSignal } from './append-signal.ts';
import { GroupCommitter } from './group-commit.ts';
import { eventLogStep } from './event-log-step.ts';
import { migrate } from './migrate.ts';
import { toBigInt, type SqlDriver } from './sql-driver.ts';

interface StreamItem {
  s: string;
  k: 0 | 1 | 2 | 3;
  e: string | null;
  /** The content hashes of ev, hex, one after the other (64 characters each): one string to decode. */
  h: string;
  /** d and m already as RFC 8785 text (JSON): see appendItemsJson. */
  ev: { id: string; t: string; v: number; d: string; m: string }[];
}

/** One command's writes, as es_append_unit takes them. */
interface AppendItem {
  c: string | null;
  st: StreamItem[];
}

interface AppendRow {
  outcome: string;
  next_revision: unknown;
  last_position: unknown;
  revisions: unknown[] | null;
  error_code?: string | null;
  error_detail?: string | null;
}

interface EventRow {
  global_position: unknown;
  tx: string;
  stream_id: string;
  stream_revision: unknown;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

const columns = `global_position, transaction_id::text AS tx, stream_id, stream_revision, event_id::text AS event_id,
  event_type, schema_version, data, metadata, recorded_at`;

/** The items as es_append_unit takes them, with data and metadata spliced in as the text they are. */
function appendItemsJson(items: readonly AppendItem[]): string[] {
  return items.map(
    (item) =>
      `{"c":${JSON.stringify(item.c)},"st":[${item.st
        .map((w) => `{"s":${JSON.stringify(w.s)},"k":${w.k},"e":${JSON.stringify(w.e)},"h":"${w.h}","ev":[${w.ev.map((e) => `{"id":${JSON.stringify(e.id)},"t":${JSON.stringify(e.t)},"v":${e.v},"d":${e.d},"m":${e.m}}`).join(',')}]}`)
        .join(',')}]}`,
  );
}

function kindOf(expected: ExpectedRevision): Pick<StreamItem, 'k' | 'e'> {
  if (expected === 'any') return { k: 0, e: null };
  if (expected === 'no_stream') return { k: 1, e: null };
  if (expected === 'stream_exists') return { k: 3, e: null };
  return { k: 2, e: expected.toString() };
}

const describe = (expected: ExpectedRevision): string => (typeof expected === 'bigint' ? expected.toString() : expected);

export interface SqlEventStoreOptions {
  readonly catalog?: EventCatalog;
  /**
   * How often a live subscription looks for new events when nothing woke it: the fallback for
   * a lost announcement (default 200 ms; 1000 ms on PostgreSQL, where `signal` wakes readers;
   * 5000 ms on embedded PGlite, where only this process appends and every append rings).
   */
  readonly pollMs?: number;
  /** Wakes live readers when another process appends, and tells the others about this one's appends. */
  readonly signal?: AppendSignal;
  /**
   * Seal the personal fields the catalog declares with keys in this database (default true
   * when the catalog declares any): the log then holds no person's data in clear.
   */
  readonly sealPersonalData?: boolean;
}

/** The event store over PostgreSQL SQL; the postgres and pglite adapters differ only in driver. */
export class SqlEventStore implements EventStore {
  private readonly doorbell = new Doorbell();
  /** The subscriptions' reads: one query for every projection a ring wakes at the same position. */
  private readonly sharedReadAll = sharedReads((after, maxCount) => this.readAll({ after, maxCount }), this.doorbell);
  private readonly committer: GroupCommitter<AppendItem, AppendRow>;

  readonly name: string;
  private readonly driver: SqlDriver;
  private readonly options: SqlEventStoreOptions;
  private codec: PersonalDataCodec | null = null;

  constructor(name: string, driver: SqlDriver, options: SqlEventStoreOptions = {}) {
    this.name = name;
    this.driver = driver;
    this.options = options;
    this.committer = new GroupCommitter((items) => this.flush(items), driver.concurrency);
  }

  /** Brings the log's tables and functions up to date (a no-op after the process's migrate). */
  async init(): Promise<this> {
    await migrate(this.driver, [eventLogStep]);
    await backfillHashes(this.driver);
    const { catalog, sealPersonalData } = this.options;
    if (catalog?.hasPersonalFields && sealPersonalData !== false) this.codec = new PersonalDataCodec(catalog, await createPersonalDataKeys(this.driver));
    await this.options.signal?.listen(() => this.doorbell.ring());
    return this;
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.appendStreams([{ streamId, events, expectedRevision: options.expectedRevision }], { commandId: options.commandId });
    return { nextExpectedRevision: result.streams[0]?.nextExpectedRevision ?? result.nextExpectedRevision, position: result.position, duplicate: result.duplicate };
  }

  async appendStreams(writes: readonly StreamWrite[], options: { readonly commandId?: string } = {}): Promise<StreamsAppendResult> {
    if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new Error('append needs at least one event per stream');
    const st: StreamItem[] = [];
    for (const write of writes) {
      const events = this.codec ? await this.codec.seal(write.events) : write.events;
      let h = '';
      const ev = events.map((e) => {
        // The one serialisation of the event: sent as it is, hashed as it is (ADR 27).
        const d = jcsText(e.data);
        const m = jcsText(e.metadata);
        h += contentHashHex({ streamId: write.streamId, id: e.id, type: e.type, schemaVersion: e.metadata.schemaVersion, dataText: d, metadataText: m });
        return { id: e.id, t: e.type, v: e.metadata.schemaVersion, d, m };
      });
      st.push({ s: write.streamId, ...kindOf(write.expectedRevision), h, ev });
    }
    const item: AppendItem = { c: options.commandId ?? null, st };
    // A unique violation means another writer took the same revision, or a twin of this command
    // committed meanwhile: trying again sees their events and answers properly (a conflict, a
    // duplicate, or, for `any`, the next revision).
    for (let attempt = 0; ; attempt += 1) {
      const row = await this.committer.submit(item);
      if (row.outcome === 'error') {
        if (row.error_code === 'ES409') {
          const [index, actual] = (row.error_detail ?? '0:-1').split(':');
          const write = writes[Number(index)] ?? writes[0];
          if (!write) throw new Error('append without writes');
          throw new WrongExpectedRevisionError(write.streamId, describe(write.expectedRevision), !actual || actual === '-1' ? null : BigInt(actual));
        }
        if (row.error_code === '23505' && attempt < 5) continue;
        throw new Error(`append to ${writes.map((w) => w.streamId).join(', ')} failed: SQLSTATE ${row.error_code} ${row.error_detail ?? ''}`);
      }
      const nextExpectedRevision = toBigInt(row.next_revision);
      const duplicate = row.outcome === 'duplicate';
      return {
        nextExpectedRevision,
        position: toBigInt(row.last_position),
        duplicate,
        streams: duplicate || !row.revisions ? [] : writes.map((w, i) => ({ streamId: w.streamId, nextExpectedRevision: toBigInt(row.revisions?.[i]) })),
      };
    }
  }

  private async flush(items: AppendItem[]): Promise<AppendRow[]> {
    let rows: AppendRow[];
    if (items.length === 1) {
      // One append needs no subtransaction: call the function directly and map its error.
      try {
        rows = (await this.driver.query<AppendRow>('SELECT * FROM es_append_unit($1::jsonb)', [appendItemsJson(items)[0]], { name: 'es_append_unit' })).rows;
      } catch (error) {
        const e = error as { code?: string; detail?: string };
        if (!e.code) throw error;
        rows = [{ outcome: 'error', next_revision: null, last_position: null, revisions: null, error_code: e.code, error_detail: e.detail ?? null }];
      }
    } else {
      rows = (await this.driver.query<AppendRow>('SELECT * FROM es_append_units($1::jsonb) ORDER BY idx', [`[${appendItemsJson(items).join(',')}]`])).rows;
    }
    // Announced after every flush, failed ones too: a rolled-back append may have been the
    // transaction that held readers back from the appends committed beside it.
    this.options.signal?.announce();
    if (rows.some((r) => r.outcome === 'ok')) this.doorbell.ring();
    return rows;
  }

  async readCommand(commandId: string): Promise<RecordedEvent[]> {
    // Every event of a command shares its transaction (one append, ADR 10): the transaction of
    // the event that carries the commandId finds the rest, through the reader-order index.
    const { rows } = await this.driver.query<EventRow>(
      `SELECT ${columns} FROM es_events
        WHERE transaction_id = (SELECT transaction_id FROM es_events WHERE command_id = $1)
          AND metadata->>'commandId' = $1
        ORDER BY global_position`,
      [commandId],
    );
    return this.recorded(rows);
  }

  async lookupCommand(commandId: string): Promise<AppendResult | null> {
    const { rows } = await this.driver.query<{ next_revision: unknown; last_position: unknown }>(
      'SELECT stream_revision AS next_revision, global_position AS last_position FROM es_events WHERE command_id = $1',
      [commandId],
    );
    const row = rows[0];
    return row ? { nextExpectedRevision: toBigInt(row.next_revision), position: toBigInt(row.last_position), duplicate: true } : null;
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: StreamId<E>, options: ReadStreamOptions = {}): Promise<Recorded<E>[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? BigInt(Number.MAX_SAFE_INTEGER) : 0n);
    const { rows } = await this.driver.query<EventRow>(
      `SELECT ${columns} FROM es_events WHERE stream_id = $1 AND stream_revision ${backwards ? '<=' : '>='} $2
       ORDER BY stream_revision ${backwards ? 'DESC' : 'ASC'} LIMIT $3`,
      [streamId, from.toString(), options.maxCount ?? 1_000_000],
    );
    return eventsOfStreamAs(streamId, await this.recorded(rows));
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const byStream = new Map<string, RecordedEvent[]>();
    // Chunks keep one query's parameter and result size bounded.
    for (let i = 0; i < streamIds.length; i += 5000) {
      const { rows } = await this.driver.query<EventRow>(
        `SELECT ${columns} FROM es_events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_revision`,
        [streamIds.slice(i, i + 5000)],
      );
      for (const event of await this.recorded(rows)) {
        const list = byStream.get(event.streamId);
        if (list) list.push(event);
        else byStream.set(event.streamId, [event]);
      }
    }
    return byStream;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    const { rows } = await this.driver.query<EventRow>(
      `SELECT ${columns} FROM es_events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < (SELECT es_read_horizon())
        ORDER BY transaction_id, global_position LIMIT $3`,
      [after.commit.toString(), after.position.toString(), options.maxCount ?? 1000],
    );
    return this.recorded(rows);
  }

  subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    return catchUpThenFollow(this.sharedReadAll, this.doorbell, {
      pollMs: this.options.pollMs,
      ...options,
    });
  }

  async head(): Promise<Checkpoint> {
    const { rows } = await this.driver.query<{ tx: string; global_position: unknown }>(
      'SELECT transaction_id::text AS tx, global_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.tx), position: toBigInt(row.global_position) } : START;
  }

  async checkpointOf(globalPosition: bigint): Promise<Checkpoint | null> {
    const { rows } = await this.driver.query<{ tx: string }>('SELECT transaction_id::text AS tx FROM es_events WHERE global_position = $1', [
      globalPosition.toString(),
    ]);
    return rows[0] ? { commit: BigInt(rows[0].tx), position: globalPosition } : null;
  }

  /** For tests and benchmarks that need the same connection (the gap race, raw ceilings). */
  get sql(): SqlDriver {
    return this.driver;
  }

  async close(): Promise<void> {
    await this.options.signal?.close();
    await this.driver.close();
  }

  /** Opened before upcasting: an upcaster sees the plain data of its version, as written. */
  private async recorded(rows: readonly EventRow[]): Promise<RecordedEvent[]> {
    const stored = rows.map((r) => this.toRecorded(r));
    const opened = this.codec ? await this.codec.open(stored) : stored;
    const { catalog } = this.options;
    return catalog ? opened.map((event) => catalog.upcast(event)) : opened;
  }

  private toRecorded(row: EventRow): RecordedEvent {
    const globalPosition = toBigInt(row.global_position);
    const event: RecordedEvent = {
      id: row.event_id,
      type: row.event_type,
      data: row.data,
      metadata: { ...(row.metadata as unknown as NewEvent['metadata']), schemaVersion: row.schema_version },
      streamId: row.stream_id,
      revision: toBigInt(row.stream_revision),
      globalPosition,
      checkpoint: { commit: BigInt(row.tx), position: globalPosition },
      recordedAt: row.recorded_at instanceof Date ? row.recorded_at.toISOString() : new Date(row.recorded_at).toISOString(),
    };
    return event;
  }
}
