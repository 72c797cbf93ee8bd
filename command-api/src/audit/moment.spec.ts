import { DomainError } from '@portal/events';
import { parseMoment } from './moment.ts';

const refusal = (text: string, field = 'asOf') => {
  try {
    parseMoment(text, field);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status, field: error.field };
    throw error;
  }
  throw new Error(`${text} was accepted`);
};

describe('parseMoment: asOf, from and to of the audit routes', () => {
  it.each([
    ['2026-11-20T10:00:00+01:00', '2026-11-20T09:00:00.000Z'],
    ['2026-11-20T10:00:00Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00:00.123456-02:30', '2026-11-20T12:30:00.123Z'],
    ['2024-02-29T23:59:59.9+00:00', '2024-02-29T23:59:59.900Z'],
    ['0050-01-01T00:00:00Z', '0050-01-01T00:00:00.000Z'],
  ])('given the date-time %s, then the instant %s (to the millisecond)', (text, iso) => {
    const moment = parseMoment(text, 'asOf');
    expect(moment.kind === 'time' && moment.at.toISOString()).toBe(iso);
  });

  it('given an integer, then a global position', () => {
    expect(parseMoment('4711', 'from')).toEqual({ kind: 'position', position: 4711n });
    expect(parseMoment('0', 'from')).toEqual({ kind: 'position', position: 0n });
  });

  it.each([
    ['2026-11-20T10:00:00', 'no offset'],
    ['2026-11-20', 'a day without time'],
    ['2026-02-29T10:00:00Z', '29 February of a common year'],
    ['2026-11-31T10:00:00Z', '31 November'],
    ['2026-11-20T24:00:00Z', 'hour 24'],
    ['2026-11-20T10:60:00Z', 'minute 60'],
    ['2026-11-20T10:00:00+25:00', 'an offset past a day'],
    ['yesterday', 'words'],
    ['-5', 'a negative position'],
    ['1.5', 'a fraction'],
    ['99999999999999999999', 'a position past 64 bits'],
    ['', 'nothing'],
  ])('given %s (%s), then 400 INVALID_DATE for the field', (text) => {
    expect(refusal(text, 'to')).toEqual({ code: 'INVALID_DATE', status: 400, field: 'querystring.to' });
  });
});
