import { apiFieldErrors, type FieldErrors } from '@/components/forms/field-errors.ts';
import { isProblem } from '@/lib/api.ts';
import type { Problem } from '@/lib/http.ts';

/** The problem of a failed RTK Query call; a transport failure without a body becomes one too. */
export function problemOf(error: unknown): Problem {
  if (isProblem(error)) return error;
  return { isClientError: false, code: 'ERR_BAD_RESPONSE', message: String((error as { message?: unknown } | undefined)?.message ?? error) };
}

/**
 * Where a refusal shows: at its field (the API's `data.…` path is the form's path), or as a toast.
 *
 * @example refusalTarget({ code: 'VALIDATION_ERROR', field: 'data.contact.mail', ... }) // { fields: { 'contact.mail': … } }
 */
export function refusalTarget(problem: Problem, overrides?: Readonly<Record<string, string>>): { fields: FieldErrors } | { toast: Problem } {
  const fields = apiFieldErrors(problem, overrides);
  return fields ? { fields } : { toast: problem };
}
