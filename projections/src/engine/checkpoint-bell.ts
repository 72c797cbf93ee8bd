import type { Bus, Subscription } from '@portal/events';

/**
 * Wakes read-your-writes waiters when a projection commits. An engine in this process rings
 * directly; an engine in another process (split mode) publishes on the bus, and a process that
 * waits listens with `listenForCheckpoints`. Either way the waiter then reads the store, so a
 * lost or duplicated ring costs at most one extra read or one poll interval.
 */
const bells = new Map<string, Set<() => void>>();

export function ringCheckpointBell(projection: string): void {
  const waiters = bells.get(projection);
  if (!waiters) return;
  bells.delete(projection);
  for (const wake of waiters) wake();
}

/** Resolves on the projection's next ring or after `ms`, whichever is first. */
export function nextRing(projection: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let waiters = bells.get(projection);
    if (!waiters) bells.set(projection, (waiters = new Set()));
    const set = waiters;
    const done = (): void => {
      clearTimeout(timer);
      set.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    set.add(done);
  });
}

/**
 * The bus message of a committed projection batch: `portal.projections.CHECKPOINT`, with the
 * view's name as `dbId` and its new checkpoint as `messageId`. No socket message is named for
 * this topic, so the realtime relay never passes it to a browser.
 */
export const checkpointTenant = 'projections';
export const checkpointTopic = 'CHECKPOINT';

export function publishCheckpoint(bus: Bus, projection: string, checkpoint: string): Promise<void> {
  return bus.publish({ topic: checkpointTopic, tenant: checkpointTenant, dbId: projection, messageId: checkpoint });
}

/**
 * Rings this process's bells for the commits of engines elsewhere (split mode).
 *
 * @example
 * const subscription = await listenForCheckpoints(bus);
 * // ... on shutdown
 * await subscription.unsubscribe();
 */
export function listenForCheckpoints(bus: Bus): Promise<Subscription> {
  return bus.subscribe(`portal.${checkpointTenant}.${checkpointTopic}`, (n) => ringCheckpointBell(n.dbId));
}
