import type { TSchema } from 'typebox';

// TypeBox's checker is the largest single library a first screen would load only to check a
// field after the first submit or a socket row after the first list; it loads on first use
// (`loadSchemaChecks`) and the synchronous `schemaAccepts` is used after that.

let check: ((schema: TSchema, value: unknown) => boolean) | undefined;
let loading: Promise<void> | undefined;

/** Loads TypeBox's checker once; later calls return at once. */
export function loadSchemaChecks(): Promise<void> {
  loading ??= import('typebox/value').then(({ default: Value }) => {
    check = (schema, value) => Value.Check(schema, value);
  });
  return loading;
}

export const schemaChecksLoaded = (): boolean => check !== undefined;

/** `Value.Check` once `loadSchemaChecks()` has resolved; before, a programming error. */
export function schemaAccepts(schema: TSchema, value: unknown): boolean {
  if (!check) throw new Error('schemaAccepts before loadSchemaChecks() resolved');
  return check(schema, value);
}
