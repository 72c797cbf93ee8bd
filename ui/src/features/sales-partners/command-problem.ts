import { apiFieldErrors, type FieldErrors } from '@/components/forms/field-errors.ts';
import { isProblem } from '@/lib/api.ts';
import type { Problem } from '@/lib/http.ts';

/** The problem of a failed RTK Query call; a transport failure without a body becomes one too. */
export function problemOf(error: unknown): Problem {
  if (isProblem(error)) return error;
  return { isClientError: false, code: 'ERR_BAD_RESPONSE', message: String((error as { message?: unknown } | undefined)?.message ?? error) };
}

/** The form fields a page shows, as root names: "contact" covers "contact.mail", "domains" covers "domains.1". */
export type ShownFields = readonly string[];

/**
 * Where a refusal shows: at its field when the form shows that field (the API's `data.…` path
 * is the form's path), else as a toast, so a refusal is never swallowed (e.g. STATE_ERROR at
 * `data.userId`).
 *
 * @example refusalTarget({ code: 'VALIDATION_ERROR', field: 'data.contact.mail', ... }, ['contact']) // { fields: { 'contact.mail': … } }
 */
export function refusalTarget(problem: Problem, shown: ShownFields, overrides?: Readonly<Record<string, string>>): { fields: FieldErrors } | { toast: Problem } {
  const fields = apiFieldErrors(problem, overrides);
  if (!fields) return { toast: problem };
  const visible = Object.keys(fields).every((path) => shown.some((root) => path === root || path.startsWith(`${root}.`)));
  return visible ? { fields } : { toast: problem };
}

/** The fields of the user forms (components/users/user-form.tsx). */
export const USER_FIELDS: ShownFields = ['prename', 'name', 'mail', 'sex', 'language', 'phoneprefix', 'phone', 'isCustomerAdmin'];
