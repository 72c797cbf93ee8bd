import { isProblem } from '@/lib/api.ts';
import type { Problem } from '@/lib/http.ts';
import { type ClientMessage, messageFromProblem } from '@/lib/messages/rules.ts';
import { apiFieldErrors, type FieldErrors, type FieldMessage } from './field-errors.ts';

// Where a form shows the API's refusal of its command: at one of its fields, above the form
// (a refusal about something the form has no field for, e.g. "maximum number of users reached"
// at data.customerId), or as a toast (no field at all, or no answer). use-command-form.ts
// applies it; a confirmation dialog takes the problem itself (problemOf).

export type Refusal =
  | { kind: 'fields'; errors: FieldErrors }
  | { kind: 'form'; message: FieldMessage }
  | { kind: 'toast'; message: ClientMessage };

/**
 * @param formFields the form's fields as root names: "contact" covers "contact.mail", "domains" covers "domains.1".
 * @example
 * refusalOf({ isClientError: true, code: 'STATE_ERROR', message: 'max', field: 'data.customerId' }, ['mail'], { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' })
 * // { kind: 'form', message: { key: 'errorInfo.maxUsers', params: { message: 'max' } } }
 */
export function refusalOf(error: unknown, formFields: readonly string[], overrides: Readonly<Record<string, string>> = {}): Refusal {
  if (!isProblem(error)) return { kind: 'toast', message: { type: 'error' } };
  const errors = apiFieldErrors(error, overrides);
  if (errors === null) return { kind: 'toast', message: messageFromProblem(error) };
  const [path, message] = Object.entries(errors)[0] ?? [];
  if (path === undefined || message === undefined) return { kind: 'toast', message: messageFromProblem(error) };
  const known = formFields.some((field) => path === field || path.startsWith(`${field}.`));
  return known ? { kind: 'fields', errors } : { kind: 'form', message };
}

/** The problem of a failed RTK Query call; a transport failure without a body becomes one too. */
export function problemOf(error: unknown): Problem {
  if (isProblem(error)) return error;
  return { isClientError: false, code: 'ERR_BAD_RESPONSE', message: String((error as { message?: unknown } | undefined)?.message ?? error) };
}

/** The toast of every save the user sees succeed: one wording ("Gespeichert") everywhere. */
export const savedMessage: ClientMessage = { type: 'success', key: 'common.saved' };
