import type { Problem } from '@/lib/http.ts';

// The acting user's password of destructive commands (docs/identity-api.md): a wrong one is a
// 400 VALIDATION_ERROR at `data.actingPassword`, shown at the dialog's field, not as a toast.

export const ACTING_PASSWORD_FIELD = 'data.actingPassword';

export function isWrongActingPassword(problem: Pick<Problem, 'code' | 'field'>): boolean {
  return problem.code === 'VALIDATION_ERROR' && (problem.field === ACTING_PASSWORD_FIELD || problem.field === 'actingPassword');
}

/** What the dialog does with the command's answer. */
export type ActingPasswordOutcome =
  | { kind: 'done' }
  | { kind: 'fieldError'; key: string }
  | { kind: 'refused'; key: string; params: Record<string, string | number> }
  | { kind: 'toast'; problem: Problem };

/**
 * Sorts a destructive command's answer: done, wrong password (at the field), a refusal the page
 * names itself (`refusalKey`, e.g. "cannot be deleted because offers exist"), or a toast.
 *
 * @example actingPasswordOutcome({ code: 'VALIDATION_ERROR', field: 'data.actingPassword', ... }) // { kind: 'fieldError', key: 'errorInfo.wrongPassword' }
 */
export function actingPasswordOutcome(
  problem: Problem | null,
  refusalKey?: (problem: Problem) => string | null,
  params: Record<string, string | number> = {},
): ActingPasswordOutcome {
  if (problem === null) return { kind: 'done' };
  if (isWrongActingPassword(problem)) return { kind: 'fieldError', key: 'errorInfo.wrongPassword' };
  const key = refusalKey?.(problem) ?? null;
  if (key !== null) return { kind: 'refused', key, params };
  return { kind: 'toast', problem };
}
