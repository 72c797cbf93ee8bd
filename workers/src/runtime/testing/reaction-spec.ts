import { eventsOfStreamAs, type DomainEvent, type EventStore, type RecordedEvent } from '@portal/events';
import { historyBefore, reactsTo } from '../history-before.ts';
import type { Reactor, RequestedCommand } from '../reactor.ts';

/**
 * Given/when/then for reactors (STYLE.md: Tests): `history` is the log before the event (each
 * event on its `streamId`), read through the same `historyBefore` as the runner; an event the
 * reactor does not handle asks for nothing.
 *
 * @example
 * await given([registered, opened, requested, accepted]).when(offerChangeReactor, changed).then([{ type: 'FlagOfferChange', data, key: offerId }]);
 */
export function given(history: readonly RecordedEvent[]) {
  const store: Pick<EventStore, 'readStream'> = {
    readStream: async (stream) => eventsOfStreamAs(stream, history.filter((e) => e.streamId === stream)),
  };
  return {
    when<C extends RequestedCommand, E extends DomainEvent>(reactor: Reactor<C, E>, event: RecordedEvent) {
      const run = async (): Promise<readonly C[]> => (reactsTo(reactor, event) ? reactor.react(event, historyBefore(store, event)) : []);
      return {
        async then(expected: readonly C[]): Promise<void> {
          expect(await run()).toEqual(expected);
        },
      };
    },
  };
}
