import type { RecordedEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

/** A read model for tests: counters that add up increments, so applying an event twice shows. */
export interface Counter {
  readonly id: string;
  readonly group: string;
  readonly count: number;
  readonly sum: number;
  /** Global positions applied, in order: a duplicate or a gap is visible row by row. */
  readonly applied: string[];
  readonly lastAt: string;
}

export interface CounterIncremented {
  readonly counter: string;
  readonly group?: string;
  readonly by: number;
}

export const counterEvents = {
  incremented: 'CounterIncremented',
  removed: 'CounterRemoved',
  ignored: 'SomethingElseHappened',
} as const;

/** Builds the counter view under a name, so a test can run several side by side. */
export function counterView(name = 'counters', overrides: Partial<View<Counter>> = {}): View<Counter> {
  return {
    name,
    handles: [counterEvents.incremented, counterEvents.removed],
    indexes: [
      { name: 'group', path: 'group' },
      { name: 'count', path: 'count', type: 'numeric' },
      { name: 'lastAt', path: 'lastAt', type: 'timestamptz' },
    ],
    documentIds: (e: RecordedEvent) => [(e.data as { counter: string }).counter],
    evolve(doc, e, id) {
      if (e.type === counterEvents.removed) return null;
      const data = e.data as CounterIncremented;
      return {
        id,
        group: data.group ?? doc?.group ?? 'none',
        count: (doc?.count ?? 0) + 1,
        sum: (doc?.sum ?? 0) + data.by,
        applied: [...(doc?.applied ?? []), e.globalPosition.toString()],
        lastAt: e.metadata.occurredAt,
      };
    },
    notify: (e, id) => ({ topic: 'COUNTER', dbId: id, tenant: e.metadata.tenant }),
    ...overrides,
  };
}
