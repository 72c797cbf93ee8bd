import { eventsOfStreamAs, type DomainEvent, type EventStore, type RecordedEvent } from '@portal/events';
import type { Logger } from '@portal/projections';
import { earlier } from '../event-follower.ts';
import { historyBefore, reactsTo } from '../history-before.ts';
import { outgoingFile, runnerPorts } from '../reaction-ports.ts';
import type { Reactor, RequestedCommand } from '../reactor.ts';

/** What a reaction reads besides the log: the files of the blob store, keyed as the store keys them. */
export interface GivenFiles {
  readonly files?: readonly Uint8Array[];
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Given/when/then for reactors (STYLE.md: Tests): `log` is the event log (each event on its
 * `streamId`), read before the event through the same `historyBefore` as the runner, and as a
 * whole (the event included) through the ports' `current`; an event the reactor does not handle
 * asks for nothing.
 *
 * @example
 * await given([registered, opened, requested, accepted]).when(offerChangeReactor, changed).then([{ type: 'FlagOfferChange', data, key: offerId }]);
 */
export function given(log: readonly RecordedEvent[], { files = [] }: GivenFiles = {}) {
  const blobs = new Map(files.map((bytes) => [outgoingFile(bytes, 'application/octet-stream').hash, Buffer.from(bytes)]));
  const blobStore = {
    get: async (hash: string) => {
      const bytes = blobs.get(hash);
      return bytes ? { hash, size: bytes.length, contentType: 'application/octet-stream', bytes } : null;
    },
  };
  const storeOf = (events: readonly RecordedEvent[]): Pick<EventStore, 'readStream'> => ({
    readStream: async (stream) => eventsOfStreamAs(stream, events.filter((e) => e.streamId === stream)),
  });
  return {
    when<C extends RequestedCommand, E extends DomainEvent>(reactor: Reactor<C, E>, event: RecordedEvent) {
      const whole = log.some((e) => e.id === event.id) ? [...log] : [...log, event];
      whole.sort((a, b) => (earlier(a, b) ? -1 : earlier(b, a) ? 1 : 0));
      const ports = runnerPorts({ eventStore: storeOf(whole), blobStore, logger: silent });
      const run = async (): Promise<readonly C[]> => (reactsTo(reactor, event) ? reactor.react(event, historyBefore(storeOf(log), event), ports) : []);
      return {
        /** What the reaction asks for, for a spec that goes on with it (a replay, say). */
        asked: run,
        async then(expected: readonly C[]): Promise<void> {
          expect(await run()).toEqual(expected);
        },
        /** The reaction fails (and the runner stops the worker on this event). */
        async thenFails(message: string | RegExp): Promise<void> {
          await expect(run()).rejects.toThrow(message);
        },
      };
    },
  };
}
