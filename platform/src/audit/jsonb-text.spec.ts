import { jsonbText, numberText } from './jsonb-text.ts';
import { parseJsonb } from './event-hash.ts';

describe('the jsonb text form', () => {
  it('orders keys by UTF-8 length (é is two bytes), then bytewise, and spaces as jsonb::text does (checked against PostgreSQL 17)', () => {
    expect(jsonbText({ zz: 1, a: 2, '10': 'x', '9': 'y', é: 3, '': null, nested: { b: [], a: {} } })).toBe('{"": null, "9": "y", "a": 2, "10": "x", "zz": 1, "é": 3, "nested": {"a": {}, "b": []}}');
  });

  it('writes numbers in plain decimal, as numeric prints them', () => {
    expect([1e21, 1.2345e25, 1.5e-7, 1e-7, -2.5e-9, 0.1, -0, 12.25, 123456789012345680000].map(numberText)).toEqual([
      '1000000000000000000000',
      '12345000000000000000000000',
      '0.00000015',
      '0.0000001',
      '-0.0000000025',
      '0.1',
      '0',
      '12.25',
      '123456789012345680000',
    ]);
  });

  it('leaves out what JSON.stringify leaves out, and calls toJSON', () => {
    expect(jsonbText({ a: undefined, b: () => 1, c: [undefined, Number.NaN], d: new Date(0) })).toBe('{"c": [null, null], "d": "1970-01-01T00:00:00.000Z"}');
    expect(jsonbText(undefined)).toBeUndefined();
  });

  it('reads back to itself: the verifier rebuilds the same text from the export', () => {
    const value = { s: 'tab\tquote" back\\ nl\n \u0001 😀 \u2028', n: [1.5, 1e21, 1e-7], k: { bb: true, a: false } };
    const text = jsonbText(value) ?? '';
    expect(parseJsonb(text).text).toBe(text);
  });
});
