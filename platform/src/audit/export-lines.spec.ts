import { checkEvent, checkHeader, checkSeal } from './export-lines.ts';

const hex = (c: string) => c.repeat(64);
const event = {
  kind: 'event' as const,
  position: '12',
  commit: '7',
  streamId: 'offer-1',
  revision: '0',
  id: 'e1',
  type: 'OfferRequested',
  schemaVersion: 1,
  recordedAt: '2026-11-28T10:00:00.123456Z',
  data: { a: 1 },
  metadata: null,
  hash: hex('a'),
  block: 3,
  index: 0,
  proof: [hex('b')],
};
const seal = { kind: 'seal' as const, block: 3, count: 8, first: '7/12', last: '9/20', root: hex('c'), previous: hex('d'), keyId: hex('e'), sealedAt: '2026-11-28T10:00:01Z', signature: 'x' };
const malformed = (found: { malformed: string } | { line: unknown }) => ('malformed' in found ? found.malformed : null);

describe('audit export lines checked by their schemas', () => {
  it('given a well-formed event, seal and header, then each passes as it is', () => {
    expect(checkEvent(event)).toEqual({ line: event });
    expect(checkSeal(seal)).toEqual({ line: seal });
    expect(malformed(checkHeader({ kind: 'header', order: 'global', range: {}, publicKey: null }))).toBeNull();
  });

  it('given an event past int64, without data, with a short hash or a sealed one without its path, then it names the field', () => {
    expect(malformed(checkEvent({ ...event, position: '9223372036854775808' }))).toBe('position');
    expect(malformed(checkEvent({ ...event, revision: '99999999999999999999' }))).toBe('revision');
    const { data: _data, ...withoutData } = event;
    expect(malformed(checkEvent(withoutData))).toBe('data/metadata');
    expect(malformed(checkEvent({ ...event, hash: 'abc' }))).toBe('hash');
    expect(malformed(checkEvent({ ...event, index: 1e300 }))).toBe('proof');
    expect(malformed(checkEvent({ ...event, proof: undefined }))).toBe('proof');
    expect(malformed(checkEvent({ ...event, block: null, index: undefined, proof: undefined }))).toBeNull();
  });

  it('given a seal with a count past the largest block or a checkpoint past int64, then it names the fields checked together', () => {
    expect(malformed(checkSeal({ ...seal, count: 2 ** 21 }))).toBe('block/count');
    expect(malformed(checkSeal({ ...seal, last: '9/9223372036854775808' }))).toBe('first/last');
    expect(malformed(checkSeal({ ...seal, keyId: 'k' }))).toBe('root/previous/keyId');
  });

  it('given a header of another order or a range that is no object, then it names the field', () => {
    expect(malformed(checkHeader({ order: 'xyz', range: {} }))).toBe('order');
    expect(malformed(checkHeader({ order: 'global', range: 'all' }))).toBe('range');
    expect(malformed(checkHeader({ order: 'global', range: null }))).toBe('range');
  });
});
