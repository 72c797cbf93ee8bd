import { eventsOfStreamAs, type DomainEvent, type NewEvent, type Recorded, type RecordedEvent, type StreamId } from '@portal/events';
import type { AppendOptions, AppendResult, EventStore, ReadAllOptions, ReadStreamOptions, StreamWrite, SubscribeOptions } from '@portal/events';
import type { PersonalDataCodec } from './personal-data-codec.ts';

/**
 * An event store that seals personal fields on append and opens them on read, for adapters
 * whose database cannot hold the keys (EventStoreDB: the keys live in SQL beside the blobs).
 * The SQL adapter does the same inside (`SqlEventStoreOptions.sealPersonalData`).
 *
 * Events are opened after the adapter upcast them, so personal fields of such stores must keep
 * their names across schema versions.
 *
 * @example
 * const store = withPersonalData(createEventStoreDbEventStore(url, { catalog }), new PersonalDataCodec(catalog, keys));
 */
export function withPersonalData(store: EventStore, codec: PersonalDataCodec): EventStore {
  return {
    name: store.name,
    append: async (streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> => store.append(streamId, await codec.seal(events), options),
    appendStreams: async (writes: readonly StreamWrite[], options?: { readonly commandId?: string }) =>
      store.appendStreams(await Promise.all(writes.map(async (w) => ({ ...w, events: await codec.seal(w.events) }))), options),
    readCommand: async (commandId: string) => codec.open(await store.readCommand(commandId)),
    readStream: async <E extends DomainEvent>(streamId: StreamId<E>, options?: ReadStreamOptions): Promise<Recorded<E>[]> => eventsOfStreamAs(streamId, await codec.open(await store.readStream(streamId, options))),
    readStreams: store.readStreams && (async (streamIds: readonly string[]) => {
      const read = (await store.readStreams?.(streamIds)) ?? new Map<string, RecordedEvent[]>();
      for (const [streamId, events] of read) read.set(streamId, await codec.open(events));
      return read;
    }),
    readAll: async (options?: ReadAllOptions) => codec.open(await store.readAll(options)),
    subscribe: (options: SubscribeOptions): AsyncIterable<RecordedEvent[]> => ({
      async *[Symbol.asyncIterator]() {
        for await (const batch of store.subscribe(options)) yield await codec.open(batch);
      },
    }),
    lookupCommand: (commandId) => store.lookupCommand(commandId),
    head: () => store.head(),
    checkpointOf: (position) => store.checkpointOf(position),
    close: () => store.close(),
  };
}
