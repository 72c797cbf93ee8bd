import canonicalize from 'canonicalize';
import { jcsText } from './jcs-text.ts';

const values: unknown[] = [
  { zz: 1, a: 2, '10': 'ten', '9': 'nine', é: 'accent', '': null, nested: { b: [], a: {}, '€': 1, '\u{1F600}': 2, '\uFB33': 3 } },
  { n: [1.5, -0, 1e21, 1e-7, 0.1, 123456789012345680000, 333333333.3333333, 5e-324] },
  { s: 'tab\tquote" back\\ nl\n \u0001 😀 \u2028 \u007f', a: [{ y: 1, x: [{ q: 1, p: 2 }] }, null, true] },
  { date: new Date(0), gone: undefined, fn: () => 1, list: [undefined] },
  { outer: { b: 1, a: { '2': 'x', '10': 'y', z: 1 } }, after: { y: 2, x: 1 } },
  JSON.parse('{"__proto__": {"b": 1, "a": 2}, "c": 3}'),
  { '4294967295': 'not an index', '4294967294': 'the last index', b: 1 },
  { shared: { d: 1, c: 2 }, again: { d: 3, c: 4 }, toJSON: undefined },
  [],
  'text',
  42,
];

describe('RFC 8785 text of a value', () => {
  it.each(values.map((v) => [JSON.stringify(v) ?? String(v), v]))('equals the canonicalize package for %s', (_name, value) => {
    expect(jcsText(value)).toBe(canonicalize(value));
  });

  it('is the same for the value read back from JSON (what the verifier holds)', () => {
    for (const value of values) expect(jcsText(JSON.parse(JSON.stringify(value) ?? 'null'))).toBe(jcsText(value));
  });
});
