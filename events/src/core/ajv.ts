import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';
import { DomainError } from './errors.ts';

// ajv and ajv-formats ship CommonJS with a `default` export; Node's ESM interop hands us the
// module object, so take `.default`.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

/** One ajv instance per process, configured once (STYLE.md: Contracts). */
export const ajv = addFormats(
  new Ajv({ allErrors: false, coerceTypes: false, useDefaults: true, removeAdditional: false, strict: false, discriminator: true }),
);

const cache = new WeakMap<object, ValidateFunction>();

export function validatorFor(schema: TSchema): ValidateFunction {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  return fn;
}

/** "/data/items/0/name" -> "data.items.0.name"; the missing property of a `required` error is appended. */
export function fieldPath(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty?: string }).additionalProperty : undefined;
  const tag = error.keyword === 'discriminator' ? (error.params as { tag?: string }).tag : undefined;
  const leaf = missing ?? extra ?? tag;
  return [base, leaf].filter(Boolean).join('.') || '(root)';
}

/** Validates or throws VALIDATION_ERROR with the field path of the first problem. */
export function assertValid<T>(schema: TSchema, value: unknown, prefix = ''): T {
  const validate = validatorFor(schema);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    const path = first ? fieldPath(first) : '(root)';
    const field = prefix ? (path === '(root)' ? prefix : `${prefix}.${path}`) : path;
    throw new DomainError('VALIDATION_ERROR', 400, `${field} ${first?.message ?? 'is invalid'}`, { field });
  }
  return value as T;
}
