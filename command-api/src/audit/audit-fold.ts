import type { Decider, DomainEvent } from '@portal/events';

/**
 * How the audit folds one stream: its aggregate's own `initialState` and `evolve` (`decider`),
 * or, for a category no decider owns, a merge of every event's data into one object (`merge`).
 */
export interface AuditFold {
  readonly kind: 'decider' | 'merge';
  readonly initialState: () => unknown;
  readonly evolve: (state: unknown, event: DomainEvent) => unknown;
}

/**
 * A decider as an audit fold. The registry pairs each decider with its own stream category, so
 * the events it is handed are the ones it wrote (validated by the catalog on append): the one
 * place where the audit forgets the decider's types.
 */
export function deciderFold<S, E extends DomainEvent>(decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>): AuditFold {
  return { kind: 'decider', initialState: decider.initialState, evolve: (state, event) => decider.evolve(state as S, event as E) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fold of a stream without a decider (the audit reads themselves, a category added without
 * one): each event's data merged over the last, field by field at the top level, so the diff of
 * an event is the fields it set to something new.
 *
 * @example mergeFold.evolve({ a: 1, b: 2 }, { type: 'X', data: { b: 3 } }) // { a: 1, b: 3 }
 */
export const mergeFold: AuditFold = {
  kind: 'merge',
  initialState: () => ({}),
  evolve: (state, event) => (isRecord(event.data) ? { ...(isRecord(state) ? state : {}), ...event.data } : state),
};

/**
 * `evolve` that cannot fail a read: a decider that does not know an event of its stream (an
 * event type added to the stream but not to its decider, a shape it refuses) leaves the state as
 * it was, and `refused` hears about it so the route can log it.
 */
export function safeEvolve(fold: AuditFold, state: unknown, event: DomainEvent, refused: (error: unknown) => void): unknown {
  try {
    return fold.evolve(state, event);
  } catch (error) {
    refused(error);
    return state;
  }
}
