import fc from 'fast-check';
import { jsonTypeOf, typesOf, type JsonSchema } from '../support/schema-sample.ts';

/** A value put into one field of an otherwise sampled request. */
export interface HostileValue {
  readonly name: string;
  readonly value: unknown;
  /** JSON text that replaces the value when the body is written (nesting no object literal can hold). */
  readonly json?: string;
  /** Whatever the route and the caller: this must be refused, never stored. */
  readonly refused: boolean;
}

/** A whole request body, written as it travels. */
export interface HostileBody {
  readonly name: string;
  readonly text: string | Buffer;
  readonly contentType: string;
  /** How a JSON route that gets past authentication must answer it. */
  readonly answer?: { readonly status: number; readonly message: RegExp };
}

const tooDeep = { status: 400, message: /nests deeper than 64 levels/ };
const tooLarge = { status: 413, message: /too large/ };

const MiB = 1024 * 1024;
export const nested = (depth: number, open = '{"a":', inner = '1', close = '}'): string => open.repeat(depth) + inner + close.repeat(depth);

/** Text PostgreSQL cannot store: NUL, or a lone surrogate (JSON.stringify writes it as `\udXXX`). */
const unstorable = (text: string): boolean => text.includes('\u0000') || /\p{Surrogate}/u.test(text);

const hostileStrings: readonly [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'name \uD800'],
  ['lone low surrogate', '\uDC00'],
  ['right-to-left marks', '\u202Eevil\u202C \u200F\u200E'],
  ['100k characters', 'x'.repeat(100_000)],
];

const wrongTypes: readonly unknown[] = [0, -1.5, 1e308, true, null, [], {}, ['x'], { a: 'x' }, 'text'];

/** Generated text over all of UTF-16, unpaired surrogates and control characters included. */
const generatedStrings = (seed: number): string[] => fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), { seed, numRuns: 2 });

/**
 * The hostile values for one field: the fixed strings, two generated ones, the values of a
 * JSON type the field does not accept, and nesting 10,000 deep. `refused` marks the ones no
 * schema may let through: unstorable text, a wrong type, nesting past the parser's limit.
 */
export function hostileValuesFor(schema: JsonSchema, seed: number): HostileValue[] {
  const types = typesOf(schema);
  const strings: HostileValue[] = [...hostileStrings, ...generatedStrings(seed).map((s, i): [string, string] => [`generated string ${i}`, s])].map(([name, value]) => ({
    name,
    value,
    refused: unstorable(value) || (types !== undefined && !types.has('string')),
  }));
  const typed = wrongTypes
    .filter((value) => types === undefined || !types.has(jsonTypeOf(value)) || jsonTypeOf(value) === 'string')
    .filter((_, i) => (i + seed) % 2 === 0)
    .map((value) => ({ name: `${jsonTypeOf(value)} ${JSON.stringify(value)}`, value, refused: types !== undefined && !types.has(jsonTypeOf(value)) }));
  return [...strings, ...typed, { name: 'nested 10,000 deep', value: null, json: nested(10_000, '[', '', ']'), refused: true }];
}

/** Bodies every JSON route refuses before its handler runs, whatever its schema. */
export const hostileJsonBodies: readonly HostileBody[] = [
  { name: 'objects nested 10,000 deep', text: nested(10_000), contentType: 'application/json', answer: tooDeep },
  { name: 'arrays nested 10,000 deep', text: nested(10_000, '[', '', ']'), contentType: 'application/json', answer: tooDeep },
  { name: 'arrays nested 400,000 deep (under the body limit)', text: nested(400_000, '[', '', ']'), contentType: 'application/json', answer: tooDeep },
  { name: 'arrays nested 1,000,000 deep (over the body limit)', text: nested(1_000_000, '[', '', ']'), contentType: 'application/json', answer: tooLarge },
  { name: '30,000 values', text: `[${'1,'.repeat(30_000)}1]`, contentType: 'application/json', answer: { status: 400, message: /holds more than 20000 values/ } },
  { name: '20 MB', text: Buffer.alloc(20 * MiB, 0x20), contentType: 'application/json', answer: tooLarge },
  { name: 'NUL as the whole body', text: '"\\u0000"', contentType: 'application/json' },
  { name: 'a lone surrogate as the whole body', text: '{"a":"\\ud800"}', contentType: 'application/json' },
  { name: 'a lone surrogate as a key', text: '{"\\udc00":1}', contentType: 'application/json' },
  { name: 'not JSON', text: '{"a":', contentType: 'application/json' },
  { name: 'empty', text: '', contentType: 'application/json' },
  { name: 'prototype poisoning', text: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { name: 'constructor poisoning', text: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
];

/** Raw bodies for the uploads route, which takes bytes of any declared type. */
export const hostileUploads: readonly HostileBody[] = [
  { name: '20 MB', text: Buffer.alloc(20 * MiB, 0x25), contentType: 'application/pdf' },
  { name: 'empty', text: Buffer.alloc(0), contentType: 'image/png' },
  { name: 'NUL bytes', text: Buffer.alloc(64), contentType: 'image/png' },
  { name: 'deep JSON', text: nested(10_000), contentType: 'application/json' },
  { name: 'a PNG signature and nothing else', text: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), contentType: 'image/png' },
];

/** Path segments, already encoded for the URL: invalid UTF-8, NUL, traversal, 100k characters. */
export const hostileSegments: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  encodeURIComponent('\u202Eevil\u202C'),
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent("' OR 1=1 --"),
  'x'.repeat(100_000),
];

/** Query strings for any GET: hostile values for the declared parameters and nesting for undeclared ones. */
export function hostileQueries(declared: readonly string[]): string[] {
  const values = ['-1', '1e999', '%00', '%ED%A0%80', 'x'.repeat(3_000), encodeURIComponent('\u202E')];
  const perParameter = declared.flatMap((name) => [...values.map((v) => `${name}=${v}`), `${name}=1&${name}=2`]);
  return [...perParameter, `__proto__[polluted]=1&${'a['.repeat(500)}=1`, '%00=%00&constructor.prototype.polluted=1'];
}
