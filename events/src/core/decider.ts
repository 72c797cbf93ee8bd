import type { DomainEvent } from './envelope.ts';

/**
 * An aggregate as a pure decider (STYLE.md: The domain). Time, ids and the actor arrive in the
 * command; nothing here reads a clock or a database.
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
}

export function fold<State, Event extends DomainEvent>(decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}

export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
