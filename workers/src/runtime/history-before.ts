import type { DomainEvent, EventStore, Recorded, RecordedEvent } from '@portal/events';
import { earlier } from './event-follower.ts';
import type { HistoryBefore, Reactor, RequestedCommand } from './reactor.ts';

/** What a reaction to `trigger` may read: each stream's events before it in the log (never the trigger, never what came after). */
export function historyBefore(store: Pick<EventStore, 'readStream'>, trigger: Pick<RecordedEvent, 'checkpoint'>): HistoryBefore {
  return async (stream) => (await store.readStream(stream)).filter((e) => earlier(e, trigger));
}

/**
 * Whether the reactor handles the event, typed as one of its events when it does. Honest because
 * `handles` is where the reactor's event union comes from (`defineReactor`).
 */
export function reactsTo<E extends DomainEvent>(reactor: Reactor<RequestedCommand, E>, event: RecordedEvent): event is Recorded<E> {
  return (reactor.handles as readonly string[]).includes(event.type);
}
