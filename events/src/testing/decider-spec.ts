import type { Decider } from '../core/decider.ts';
import type { DomainEvent } from '../core/envelope.ts';
import { DomainError } from '../core/errors.ts';

/**
 * Given/when/then for deciders (STYLE.md: Tests).
 *
 * @example
 * given(decider, [seeded]).when(replace).then([{ type: 'ConfigListReplaced', data }]);
 * given(decider, []).when(replace).thenThrows('STATE_ERROR');
 */
export function given<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, history: readonly E[]) {
  return {
    when(command: C) {
      const run = (): readonly E[] => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: readonly E[]): void {
          expect(run()).toEqual(expected);
        },
        thenThrows(code: string, field?: string): void {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (field !== undefined) expect((thrown as DomainError).field).toBe(field);
        },
      };
    },
  };
}
