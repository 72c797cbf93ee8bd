import type { EventStore, NewEvent } from '@portal/events';
import { counterEvents } from './counter-view.ts';
import { testEvent } from './test-db.ts';

/** Appends `count` increments spread over `counters` counters, `perAppend` events per append. */
export async function seedCounters(store: EventStore, options: { count: number; counters: number; perAppend?: number; prefix?: string }): Promise<void> {
  const perAppend = options.perAppend ?? 100;
  const prefix = options.prefix ?? 'c';
  for (let start = 0; start < options.count; start += perAppend) {
    const events: NewEvent[] = [];
    for (let i = start; i < Math.min(start + perAppend, options.count); i += 1) {
      const n = i % options.counters;
      events.push(testEvent(counterEvents.incremented, { counter: `${prefix}${n}`, group: `g${n % 3}`, by: (i % 7) + 1 }));
    }
    await store.append(`seed-${prefix}-${start}`, events, { expectedRevision: 'any' });
  }
}
