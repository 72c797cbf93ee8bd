import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { FieldMessage } from './field-errors.ts';

// A form field against one of the shared field schemas (@portal/events/validation): empty is
// "required" (or fine when optional), anything the schema refuses gets the field kind's text.

export const required: FieldMessage = { key: 'errorInfo.required', params: {} };

/**
 * @example schemaCheck(Mail, 'a@b', 'errorInfo.invalidMail') // { key: 'errorInfo.invalidMail', params: {} }
 */
export function schemaCheck(schema: TSchema, value: string, invalidKey: string, options: { optional?: boolean } = {}): FieldMessage | null {
  if (value.trim() === '') return options.optional ? null : required;
  return Value.Check(schema, value) ? null : { key: invalidKey, params: {} };
}

/** A choice (salutation, country, ...) that must be made. */
export const choiceCheck = (value: string): FieldMessage | null => (value === '' ? required : null);

/** A rule's finding (shared config and form rules) as a field message. */
export const fromRule = (found: { key: string; params: Record<string, string | number> } | null): FieldMessage | null =>
  found ? { key: found.key, params: found.params } : null;
