import type { IndexSpec } from '../engine/view.ts';
import type { ListQuery } from './read-store.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;

export function limitOf(query: ListQuery): number {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`list limit must be a positive integer, got ${limit}`);
  return Math.min(limit, MAX_LIMIT);
}

/**
 * A filter or cursor value as the index's type, so stores that compare by type (MongoDB) match
 * what PostgreSQL's casts match: `'5'` equals a numeric 5, `'true'` a boolean true.
 */
export function coerce(spec: IndexSpec | undefined, value: string | number | boolean): string | number | boolean {
  switch (spec?.type ?? 'text') {
    case 'numeric': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) throw new Error(`index ${spec?.name}: ${String(value)} is not a number`);
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw new Error(`index ${spec?.name}: ${String(value)} is not a boolean`);
    default:
      return String(value);
  }
}

/** Looks up an index by name; 'id' is always there and returns undefined. */
export function indexNamed(view: string, indexes: readonly IndexSpec[], name: string): IndexSpec | undefined {
  if (name === 'id') return undefined;
  const spec = indexes.find((i) => i.name === name);
  if (!spec) throw new UnknownIndexError(view, name);
  return spec;
}

export class UnknownIndexError extends Error {
  constructor(view: string, index: string) {
    super(`read model ${view} has no index "${index}"`);
    this.name = 'UnknownIndexError';
  }
}
