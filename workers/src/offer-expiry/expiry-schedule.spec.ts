import type { RecordedEvent } from '@portal/events';
import { offerRequested } from '../runtime/testing/offer-fixtures.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { endOfOfferDay, expiryCommandId, react, type PendingExpiry, type ScheduleChange } from './expiry-schedule.ts';

const zones: Record<string, string> = { CH: 'Europe/Zurich', '50HZ': 'Europe/Berlin' };
const zoneOf = (area: string): string => zones[area] ?? 'Europe/Zurich';

type Schedule = ReadonlyMap<string, PendingExpiry>;

/** The pending offers after a change, as the reactor's timers keep them (set or moved, dropped). */
function apply(schedule: Schedule, change: ScheduleChange): Schedule {
  if (!change) return schedule;
  const next = new Map(schedule);
  if (change.kind === 'set') next.set(change.entry.offerId, change.entry);
  else next.delete(change.offerId);
  return next;
}

/** given(events).when(event).then(schedule): what the events leave pending, and when. */
function given(events: readonly RecordedEvent[]) {
  const schedule = events.reduce<Schedule>((s, e) => apply(s, react(e, zoneOf)), new Map());
  return {
    when: (event: RecordedEvent) => ({
      then: (expected: Record<string, { dueAt: string; before: string }>) => {
        const after = apply(schedule, react(event, zoneOf));
        expect(Object.fromEntries([...after].map(([id, e]) => [id, { dueAt: e.dueAt, before: e.before }]))).toEqual(expected);
      },
    }),
  };
}

const requested = (offerId: string, offerDate: string, position: number, marketArea = 'CH') =>
  recorded('OfferRequested', offerRequested({ offerId, offerDate, marketArea }), position, `offer-${offerId}`);
const released = (offerId: string, expiresAt: string, position: number) =>
  recorded('OfferReleased', { offerId, releasedAt: '2026-11-26T09:00:00.000Z', expiresAt, forecastVolumes: [] }, position, `offer-${offerId}`);
const settled = (type: string, offerId: string, position: number) => recorded(type, { offerId }, position, `offer-${offerId}`);

describe('offer expiry schedule', () => {
  it('schedules a requested offer for the local midnight after its offer day (winter: CET)', () => {
    given([]).when(requested('500001', '2026-11-26', 1)).then({ '500001': { dueAt: '2026-11-26T23:00:00.000Z', before: 'release' } });
  });

  it('uses the market area zone and summer time', () => {
    given([]).when(requested('500002', '2026-07-01', 1, '50HZ')).then({ '500002': { dueAt: '2026-07-01T22:00:00.000Z', before: 'release' } });
  });

  it('ends the offer day at 00:00 local on the day clocks go forward and back', () => {
    expect(endOfOfferDay('2026-03-28', 'Europe/Zurich')).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfOfferDay('2026-03-29', 'Europe/Zurich')).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfOfferDay('2026-10-25', 'Europe/Zurich')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('keeps the offer day when the offer is priced', () => {
    given([requested('500001', '2026-11-26', 1)])
      .when(recorded('OfferPriced', { offerId: '500001' }, 2, 'offer-500001'))
      .then({ '500001': { dueAt: '2026-11-26T23:00:00.000Z', before: 'release' } });
  });

  it('moves a released offer to the end of its validity period', () => {
    given([requested('500001', '2026-11-26', 1)])
      .when(released('500001', '2026-11-26T10:00:00Z', 2))
      .then({ '500001': { dueAt: '2026-11-26T10:00:00.000Z', before: 'acceptance' } });
  });

  it.each(['OfferAccepted', 'OfferRejected', 'OfferExpired'])('drops an offer on %s', (type) => {
    given([requested('500001', '2026-11-26', 1), requested('500002', '2026-11-26', 2), released('500001', '2026-11-26T10:00:00Z', 3)])
      .when(settled(type, '500001', 4))
      .then({ '500002': { dueAt: '2026-11-26T23:00:00.000Z', before: 'release' } });
  });

  it('ignores other events', () => {
    given([requested('500001', '2026-11-26', 1)])
      .when(recorded('OfferChangeFlagged', { offerId: '500001', deltas: [] }, 2))
      .then({ '500001': { dueAt: '2026-11-26T23:00:00.000Z', before: 'release' } });
  });

  it('leaves nothing pending for an offer accepted, rejected or expired', () => {
    for (const type of ['OfferAccepted', 'OfferRejected', 'OfferExpired']) {
      given([requested('500001', '2026-11-26', 1), released('500001', '2026-11-26T10:00:00Z', 2)])
        .when(settled(type, '500001', 3))
        .then({});
    }
  });

  it('derives the commandId from the offer and its due time: stable across restarts, new for a new due time', () => {
    const entry = { offerId: '500001', dueAt: '2026-11-26T10:00:00.000Z' };
    expect(expiryCommandId(entry)).toBe(expiryCommandId({ ...entry }));
    expect(expiryCommandId(entry)).not.toBe(expiryCommandId({ ...entry, dueAt: '2026-11-26T23:00:00.000Z' }));
  });

  it('keeps the event that set the due time, whose correlation and tenant the command carries on', () => {
    const event = released('500001', '2026-11-26T10:00:00Z', 7);
    const change = react(event, zoneOf);
    expect(change?.kind === 'set' ? change.entry.cause : null).toEqual({ id: event.id, correlationId: 'correlation-7', tenant: 'tenant-a' });
  });
});
