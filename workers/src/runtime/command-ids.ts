import { nameUuid } from '@portal/events';

/**
 * A UUID (version 5 layout) derived from the reactor, the event and the command's index: the
 * same reaction always carries the same commandId, so the event store's idempotency turns a
 * replay after a crash into a no-op.
 */
export function reactionCommandId(reactor: string, eventId: string, index: number): string {
  return nameUuid(`${reactor}\u0000${eventId}\u0000${index}`);
}
