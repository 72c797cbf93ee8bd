import fc from 'fast-check';
import { jsonShapeRefusal } from './json-shape.ts';

/** Nesting of a parsed value, measured the slow obvious way (the values in these specs are shallow). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

const wide = { maxDepth: 1_000, maxValues: 1_000_000 };

describe('jsonShapeRefusal', () => {
  it('refuses exactly the texts that nest deeper than the limit, whatever their strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 1, max: 6 }), (value, maxDepth) => {
        const refusal = jsonShapeRefusal(JSON.stringify(value), { maxDepth, maxValues: 1_000_000 });
        expect(refusal !== undefined).toBe(depthOf(value) > maxDepth);
      }),
      { numRuns: 500, seed: 20261124 },
    );
  });

  it('names the path where the text went too deep, keys decoded and array indices counted', () => {
    expect(jsonShapeRefusal('{"data":[[[1]]]}', { maxDepth: 3, maxValues: 100 })).toEqual({ field: 'data.0.0', message: 'nests deeper than 3 levels' });
    expect(jsonShapeRefusal('{"a":1, "b\\"{[": [0, "]]", {"c" : [[]]}]}', { maxDepth: 4, maxValues: 100 })?.field).toBe('b"{[.2.c.0');
    expect(jsonShapeRefusal('[[[]]]', { maxDepth: 1, maxValues: 100 })?.field).toBe('0');
  });

  it('measures a body nested a million deep in one loop, without a stack', () => {
    const deep = '{"a":'.repeat(1_000_000) + '1' + '}'.repeat(1_000_000);
    expect(jsonShapeRefusal(deep)).toMatchObject({ message: 'nests deeper than 64 levels' });
    expect(jsonShapeRefusal('['.repeat(1_000_000), wide)).toMatchObject({ message: 'nests deeper than 1000 levels' });
  });

  it('refuses a body holding more values than the limit, naming the value where it passed it', () => {
    const many = JSON.stringify({ data: { items: Array.from({ length: 50 }, (_, i) => i) } });
    expect(jsonShapeRefusal(many, { maxDepth: 10, maxValues: 40 })).toEqual({ field: 'data.items.38', message: 'holds more than 40 values' });
    expect(jsonShapeRefusal(many, { maxDepth: 10, maxValues: 60 })).toBeUndefined();
  });

  it('cuts a long key in the field path instead of echoing it', () => {
    const key = 'k'.repeat(100_000);
    expect(jsonShapeRefusal(`{"${key}":[[1]]}`, { maxDepth: 2, maxValues: 100 })?.field).toBe(`${'k'.repeat(64)}….0`);
  });

  it('leaves text that is not JSON to the parser', () => {
    for (const text of ['', 'nul', '"unterminated', '}}}]]]', '{"a":', 'x'.repeat(1000)]) expect(jsonShapeRefusal(text)).toBeUndefined();
  });
});
