/**
 * A JSON value in RFC 8785 (JCS) form, the content the hash chain covers (ADR 27): no whitespace,
 * object keys sorted by UTF-16 code units, numbers and strings as ECMAScript's JSON.stringify
 * writes them. Values JSON.stringify leaves out (undefined, functions) are left out. The spec
 * checks it against the `canonicalize` package.
 *
 * It runs on every event of every append, so it is made for speed: a copy of the value whose
 * objects hold their keys in sorted order, then the plain JSON.stringify, which V8 runs on its
 * fast path (half the time of a recursive writer or of JSON.stringify with a property list).
 * Values with a key the copy cannot hold in sorted order (an array index such as "10", which
 * JavaScript always puts first and in numeric order, or "__proto__") take the recursive writer.
 */
export function jcsText(value: unknown): string {
  try {
    return JSON.stringify(sortedCopy(value, '')) ?? 'null';
  } catch (error) {
    if (error !== unorderable) throw error;
    return written(value, '') ?? 'null';
  }
}

const unorderable = new Error('a key JavaScript cannot hold in sorted order');

interface Shape {
  readonly sorted: readonly string[];
  readonly orderable: boolean;
}

// Events of one type share their keys: each key order is sorted once.
const shapes = new Map<string, Shape>();
const arrayIndex = /^(0|[1-9][0-9]*)$/;

function shapeOf(keys: string[]): Shape {
  const name = keys.join('\u0000');
  let shape = shapes.get(name);
  if (!shape) {
    // The default sort compares UTF-16 code units, as RFC 8785 section 3.2.3 asks.
    shape = { sorted: [...keys].sort(), orderable: !keys.some((k) => k === '__proto__' || (arrayIndex.test(k) && Number(k) < 2 ** 32 - 1)) };
    if (shapes.size < 10_000) shapes.set(name, shape);
  }
  return shape;
}

function sortedCopy(input: unknown, key: string): unknown {
  let value = input;
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
    if (value === null || typeof value !== 'object') return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => sortedCopy(item, String(i)));
  const keys = Object.keys(value);
  if (keys.length === 0) return {};
  const shape = shapeOf(keys);
  if (!shape.orderable) throw unorderable;
  const copy: Record<string, unknown> = {};
  for (const k of shape.sorted) copy[k] = sortedCopy((value as Record<string, unknown>)[k], k);
  return copy;
}

/** The plain recursive form, for the values the copy cannot hold: slower, exact for every key. */
function written(input: unknown, key: string): string | undefined {
  let value = input;
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item, i) => written(item, String(i)) ?? 'null').join(',')}]`;
  const members: string[] = [];
  for (const k of Object.keys(value).sort()) {
    const text = written((value as Record<string, unknown>)[k], k);
    if (text !== undefined) members.push(`${JSON.stringify(k)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
