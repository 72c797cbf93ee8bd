import { DomainError } from '@portal/events';
import { auditReplayName, isAuditReplay, parseAuditReplayName } from './audit-replays.ts';
import { parseReplayMoment } from './replay-until.ts';

describe('the moment of an audit replay', () => {
  it.each([
    ['2025-03-31T23:59:59+02:00', '2025-03-31T21:59:59.000Z'],
    ['2025-03-31T21:59:59Z', '2025-03-31T21:59:59.000Z'],
    ['2025-03-31t21:59:59.123z', '2025-03-31T21:59:59.123Z'],
    ['2025-03-31T21:59-0130', '2025-03-31T23:29:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseReplayMoment(text).toISOString()).toBe(iso);
  });

  it.each([
    ['a date without a time', '2025-03-31'],
    ['a time without an offset (it would depend on the machine)', '2025-03-31T21:59:59'],
    ['a day the calendar does not have', '2025-02-29T00:00:00Z'],
    ['an hour past 23', '2025-03-31T24:30:00Z'],
    ['a space for the T', '2025-03-31 21:59:59Z'],
    ['words', 'yesterday'],
    ['nothing', ''],
  ])('refuses %s with INVALID_DATE on until', (_what, text) => {
    let caught: unknown;
    try {
      parseReplayMoment(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ code: 'INVALID_DATE', status: 400, field: 'until' });
    expect((caught as Error).message).toContain(`(got "${text}")`);
  });
});

describe('the name of an audit replay', () => {
  it('holds the view and the moment in UTC, and reads back', () => {
    const name = auditReplayName('portal-terms-documents', new Date('2025-03-31T23:59:59+02:00'));
    expect(name).toBe('portal-terms-documents@asof-2025-03-31T21:59:59.000Z');
    expect(parseAuditReplayName(name)).toEqual({ view: 'portal-terms-documents', until: '2025-03-31T21:59:59.000Z' });
    expect(isAuditReplay(name)).toBe(true);
  });

  it.each(['offers', '@asof-2025-03-31T21:59:59.000Z', 'offers@asof-yesterday', 'offers@asof-2025-03-31T21:59:59Z'])('is not %s', (name) => {
    expect(isAuditReplay(name)).toBe(false);
  });
});
