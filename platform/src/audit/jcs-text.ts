/**
 * A JSON value in RFC 8785 (JCS) form, the content the hash chain covers (ADR 27): no whitespace,
 * object keys sorted by UTF-16 code units, numbers and strings as ECMAScript's JSON.stringify
 * writes them. Made by JSON.stringify itself with the sorted list of every key in the value as
 * its property list (which JSON.stringify applies, in list order, to every object it meets), so
 * it costs little more than the serialisation the append makes anyway. The spec checks it against
 * the `canonicalize` package. Values JSON.stringify leaves out (undefined, functions) are left out.
 */
export function jcsText(value: unknown): string {
  const keys = new Set<string>();
  collectKeys(value, keys, '');
  return JSON.stringify(value, sortedKeys(keys)) ?? 'null';
}

// Events of one type share their keys: the sorted list is made once per key set.
const sortedLists = new Map<string, string[]>();

function sortedKeys(keys: Set<string>): string[] {
  const list = [...keys];
  const shape = list.join('\u0000');
  let sorted = sortedLists.get(shape);
  if (!sorted) {
    // The default sort compares UTF-16 code units, as RFC 8785 section 3.2.3 asks.
    sorted = list.sort();
    if (sortedLists.size < 10_000) sortedLists.set(shape, sorted);
  }
  return sorted;
}

function collectKeys(input: unknown, keys: Set<string>, key: string): void {
  let value = input;
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectKeys(item, keys, String(i)));
    return;
  }
  for (const k of Object.keys(value)) {
    keys.add(k);
    collectKeys((value as Record<string, unknown>)[k], keys, k);
  }
}
