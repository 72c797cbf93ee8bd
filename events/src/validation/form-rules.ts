import { problem, type Problem } from './problem.ts';

/** Rules of spec section 5 that compare values of a form with each other or with a reserved word. */

export const reservedWord = '(auto)';

/** "(auto)" names things the platform generates; nobody may type it (AUTO_RESERVED_WORD). */
export function reservedWordProblem(value: string, field: string): Problem | null {
  if (!value.toLowerCase().includes(reservedWord)) return null;
  return problem(field, `"${reservedWord}" is reserved`, 'reservedWord', { word: reservedWord }, 'AUTO_RESERVED_WORD');
}

export function passwordRepeatProblem(password: string, repeat: string, field: string): Problem | null {
  return password === repeat ? null : problem(field, 'the repeated password differs', 'passwordRepeat');
}

/**
 * minFee must not exceed maxFee. Both are Fee strings (at most 12 significant digits), which a
 * double holds exactly, so comparing as numbers keeps their order.
 */
export function feeRangeProblem(minFee: string, maxFee: string, field: string): Problem | null {
  return Number(minFee) <= Number(maxFee) ? null : problem(field, `minFee ${minFee} exceeds maxFee ${maxFee}`, 'feeRange', { minFee, maxFee });
}

/** The second occurrence is the one at fault: its index goes into the field path. */
export function duplicateProblem(values: readonly string[], field: string, what: string): Problem | null {
  const seen = new Set<string>();
  for (const [i, value] of values.entries()) {
    if (seen.has(value)) return problem(`${field}.${i}`, `${what} ${value} is listed twice`, 'duplicate', { value, what });
    seen.add(value);
  }
  return null;
}

/** A required list (market areas, currencies, delivery years) needs at least one entry. */
export function notEmptyProblem(values: readonly unknown[], field: string, what: string): Problem | null {
  return values.length > 0 ? null : problem(field, `at least one ${what} is required`, 'required', { what });
}
