import type { Problem as RuleProblem } from '@portal/events/validation';
import type { Problem as ApiProblem } from '@/lib/http.ts';
import { isErrorCode } from '@/lib/messages/codes.ts';

// One display for both kinds of field errors: what the form's own checks find (the shared
// validation rules of @portal/events/validation) and what the API refuses with a `field`.
// Both name the field by its path; the API's carries the command's `data.` in front.

export interface FieldMessage {
  /** A catalogue key, `errorInfo.<rule>` for the shared rules. */
  key: string;
  params: Record<string, string | number>;
}

/** Messages by form path ("contact.zipCode"). */
export type FieldErrors = Readonly<Record<string, FieldMessage>>;

/**
 * Keys for refusals whose catalogue text is not the code's (docs/identity-api.md), by
 * `CODE@path` or `CODE`. The caller's own overrides come first.
 */
const contractKeys: Readonly<Record<string, string>> = {
  'VALIDATION_ERROR@actingPassword': 'errorInfo.wrongPassword',
  'VALIDATION_ERROR@currentPassword': 'errorInfo.wrongPassword',
  'STATE_ERROR@salesPartnerId': 'errorInfo.deleteRefusedOffers',
};

/**
 * The form path of an API field: commands answer `data.contact.zipCode`, public routes
 * `contact.zipCode`; both become `contact.zipCode`. Null for the whole body.
 *
 * @example formPath('data.contact.zipCode') // 'contact.zipCode'
 */
export function formPath(apiField: string | undefined): string | null {
  if (!apiField || apiField === '(root)' || apiField === '(body)' || apiField === 'data') return null;
  return apiField.replace(/^data\./, '');
}

/**
 * A refusal of the API as a field message, or null when it names no field (show it as a toast).
 *
 * @example
 * apiFieldErrors({ isClientError: true, code: 'STATE_ERROR', message: '…', field: 'data.customerId' }, { 'STATE_ERROR@customerId': 'errorInfo.maxUsers' })
 * // { customerId: { key: 'errorInfo.maxUsers', params: { message: '…' } } }
 */
export function apiFieldErrors(problem: ApiProblem, overrides: Readonly<Record<string, string>> = {}): FieldErrors | null {
  const path = formPath(problem.field);
  if (path === null) return null;
  const leaf = path.split('.').at(-1) ?? path;
  const candidates = [`${problem.code}@${path}`, `${problem.code}@${leaf}`, problem.code];
  const chosen = candidates.map((c) => overrides[c] ?? contractKeys[c]).find((key) => key !== undefined);
  const key = chosen ?? (problem.code !== 'VALIDATION_ERROR' && isErrorCode(problem.code) ? `codes.${problem.code}` : 'errorInfo.invalid');
  return { [path]: { key, params: { message: problem.message } } };
}

/**
 * The form's own findings by field; the first finding of a field wins, so list the checks in
 * the order the user should fix them. `prefix` places the problems of a sub-form.
 *
 * @example ruleFieldErrors([zipCodeProblem(config, 'CH', '80331', 'zipCode')], 'contact') // { 'contact.zipCode': { key: 'errorInfo.zipCodeOfCountry', params: {...} } }
 */
export function ruleFieldErrors(problems: readonly (RuleProblem | null)[], prefix = ''): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  for (const found of problems) {
    if (!found) continue;
    const path = [prefix, formPath(found.field)].filter(Boolean).join('.');
    errors[path] ??= { key: found.key, params: found.params };
  }
  return errors;
}

/** Several sources in one; an earlier source's message of a field wins. */
export function mergeFieldErrors(...sources: readonly (FieldErrors | null | undefined)[]): FieldErrors {
  const merged: Record<string, FieldMessage> = {};
  for (const source of sources) for (const [path, message] of Object.entries(source ?? {})) merged[path] ??= message;
  return merged;
}

/**
 * The errors of one sub-form, relative to it, for a component that knows only its own fields.
 *
 * @example errorsUnder({ 'contact.zipCode': m, firmname: n }, 'contact') // { zipCode: m }
 */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path.startsWith(start)).map(([path, m]) => [path.slice(start.length), m]));
}

/** Named checks in one map; a null check passed. */
export function collectFieldErrors(checks: Readonly<Record<string, FieldMessage | null>>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, FieldMessage] => entry[1] !== null));
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
