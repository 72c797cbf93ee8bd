import type { AuditChange } from '@portal/events/read-contracts';

/** JSON as the audit routes answer it: what a state looks like on the wire. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const isRecord = (value: Plain): value is { [key: string]: Plain } => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A decider's state as JSON: maps become objects (the members of a customer), sets arrays,
 * bigints and decimals strings (their `toJSON`), undefined properties disappear. The diff and
 * the as-of answer both read states through it, so what is compared is what is shown.
 *
 * @example plainOf({ members: new Map([['u1', 'enabled']]), at: undefined }) // { members: { u1: 'enabled' } }
 */
export function plainOf(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      return null;
  }
  if (Array.isArray(value)) return value.map(plainOf);
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, item]) => [String(key), plainOf(item)]));
  if (value instanceof Set) return [...value].map(plainOf);
  if (value instanceof Date) return value.toISOString();
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') return plainOf((json as () => unknown).call(value));
  const out: { [key: string]: Plain } = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined && typeof item !== 'function') out[key] = plainOf(item);
  return out;
}

/** Deep equality of JSON values; key order does not matter. */
export function samePlain(a: Plain, b: Plain): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => samePlain(item, b[i] ?? null));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!samePlain(a[key] ?? null, b[key] ?? null)) return false;
  return true;
}

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

function walk(before: Plain, after: Plain, path: string, out: AuditChange[]): void {
  // Objects are compared field by field, also against nothing (a profile that appears or goes),
  // so an auditor sees which fields a creation set and an erasure removed. Arrays are values:
  // an item inserted in a list is one change of the list, not a shift of every index.
  const expand = (isRecord(before) || before === null) && (isRecord(after) || after === null) && (before !== null || after !== null);
  if (expand) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    // An empty object against nothing has no fields to name: it is the value that changed.
    if (keys.length > 0) {
      for (const key of keys) walk(b[key] ?? null, a[key] ?? null, join(path, key), out);
      return;
    }
  }
  if (!samePlain(before, after)) out.push({ field: path === '' ? '(root)' : path, before, after });
}

/**
 * The fields two states differ in, as dot paths in the order the states list them; a field
 * absent on one side reads as null there.
 *
 * @example
 * diffStates({ status: 'active', profile: { firmname: 'A' } }, { status: 'active', profile: { firmname: 'B' } })
 * // [{ field: 'profile.firmname', before: 'A', after: 'B' }]
 */
export function diffStates(before: Plain, after: Plain): AuditChange[] {
  const out: AuditChange[] = [];
  walk(before, after, '', out);
  return out;
}
