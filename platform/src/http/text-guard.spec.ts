import type { DomainError } from '@portal/events';
import { assertStorableText } from './text-guard.ts';

describe('assertStorableText', () => {
  it('names the field of a NUL character, in values and in keys', () => {
    expect(() => assertStorableText({ data: { items: [{ name: 'a\u0000b' }] } })).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'data.items.0.name' }) as DomainError);
    expect(() => assertStorableText({ ['bad\u0000key']: 1 }, 'query')).toThrow(expect.objectContaining({ field: 'query.bad\u0000key' }) as DomainError);
    expect(() => assertStorableText('\u0000')).toThrow(expect.objectContaining({ field: '(root)' }) as DomainError);
  });

  it('names the first offending field in document order', () => {
    expect(() => assertStorableText({ a: ['ok', 'x\u0000'], b: '\u0000' })).toThrow(expect.objectContaining({ field: 'a.1' }) as DomainError);
  });

  it('names the field of a lone surrogate, high or low, and accepts a surrogate pair', () => {
    expect(() => assertStorableText({ data: { name: 'a\uD800b' } })).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'data.name' }) as DomainError);
    expect(() => assertStorableText({ list: ['\uDC00'] }, 'query')).toThrow(expect.objectContaining({ field: 'query.list.0' }) as DomainError);
    expect(() => assertStorableText({ ['\uD83D']: 1 })).toThrow(expect.objectContaining({ field: '\uD83D' }) as DomainError);
    expect(() => assertStorableText({ emoji: 'ok \uD83D\uDE00', rtl: '\u202Eevil\u202C' })).not.toThrow();
  });

  it('accepts ordinary text and leaves binary bodies alone', () => {
    expect(() => assertStorableText({ text: 'Grüezi', n: 1, ok: true, none: null })).not.toThrow();
    expect(() => assertStorableText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]))).not.toThrow();
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(() => assertStorableText(deep)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }) as DomainError);
  });
});
