import type { DomainError } from '../core/errors.ts';
import { assertNoNul } from './nul-guard.ts';

describe('assertNoNul', () => {
  it('names the field of a NUL character, in values and in keys', () => {
    expect(() => assertNoNul({ data: { items: [{ name: 'a\u0000b' }] } })).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'data.items.0.name' }) as DomainError);
    expect(() => assertNoNul({ ['bad\u0000key']: 1 }, 'query')).toThrow(expect.objectContaining({ field: 'query.bad\u0000key' }) as DomainError);
    expect(() => assertNoNul('\u0000')).toThrow(expect.objectContaining({ field: '(root)' }) as DomainError);
  });

  it('names the first offending field in document order', () => {
    expect(() => assertNoNul({ a: ['ok', 'x\u0000'], b: '\u0000' })).toThrow(expect.objectContaining({ field: 'a.1' }) as DomainError);
  });

  it('accepts ordinary text and leaves binary bodies alone', () => {
    expect(() => assertNoNul({ text: 'Grüezi', n: 1, ok: true, none: null })).not.toThrow();
    expect(() => assertNoNul(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]))).not.toThrow();
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(() => assertNoNul(deep)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }) as DomainError);
  });
});
