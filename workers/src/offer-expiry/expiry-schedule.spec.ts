import type { RecordedEvent } from '@portal/events';
import { offerRequested } from '../runtime/testing/offer-fixtures.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { apply, due, endOfOfferDay, expiryCommandId, nextDue, react, type Schedule } from './expiry-schedule.ts';

const zones: Record<string, string> = { CH: 'Europe/Zurich', '50HZ': 'Europe/Berlin' };
const zoneOf = (area: string): string => zones[area] ?? 'Europe/Zurich';

/** given(events).when(event).then(schedule) and given(events).at(now).thenSends(offers). */
function given(events: readonly RecordedEvent[]) {
  const schedule = events.reduce<Schedule>((s, e) => apply(s, react(e, zoneOf)), new Map());
  return {
    when: (event: RecordedEvent) => ({
      then: (expected: Record<string, { dueAt: string; before: string }>) => {
        const after = apply(schedule, react(event, zoneOf));
        expect(Object.fromEntries([...after].map(([id, e]) => [id, { dueAt: e.dueAt, before: e.before }]))).toEqual(expected);
      },
    }),
    at: (now: string) => ({
      thenSends: (offers: string[]) => {
        const commands = due(schedule, Date.parse(now));
        expect(commands.map((c) => c.data.offerId)).toEqual(offers);
        for (const c of commands) expect(c.type).toBe('ExpireOffer');
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

  it('sends nothing before the due second and ExpireOffer from it on, earliest first', () => {
    const history = [requested('500003', '2026-11-26', 1), requested('500001', '2026-11-27', 2), requested('500002', '2026-11-26', 3), released('500002', '2026-11-26T10:00:00Z', 4)];
    given(history).at('2026-11-26T09:59:59.999Z').thenSends([]);
    given(history).at('2026-11-26T10:00:00.000Z').thenSends(['500002']);
    given(history).at('2026-11-26T23:00:00.000Z').thenSends(['500002', '500003']);
    given(history).at('2026-11-28T00:00:00.000Z').thenSends(['500002', '500003', '500001']);
  });

  it('sends nothing for an offer accepted in time', () => {
    given([requested('500001', '2026-11-26', 1), released('500001', '2026-11-26T10:00:00Z', 2), settled('OfferAccepted', '500001', 3)])
      .at('2026-12-01T00:00:00Z')
      .thenSends([]);
  });

  it('derives the commandId from the offer and its due time: stable across restarts, new for a new due time', () => {
    const entry = { offerId: '500001', dueAt: '2026-11-26T10:00:00.000Z' };
    const schedule = apply(new Map(), react(released('500001', entry.dueAt, 1), zoneOf));
    const [command] = due(schedule, Date.parse(entry.dueAt));
    expect(command?.commandId).toBe(expiryCommandId(entry));
    expect(expiryCommandId(entry)).not.toBe(expiryCommandId({ ...entry, dueAt: '2026-11-26T23:00:00.000Z' }));
  });

  it('carries the correlation and tenant of the event that set the due time', () => {
    const event = released('500001', '2026-11-26T10:00:00Z', 7);
    const [command] = due(apply(new Map(), react(event, zoneOf)), Date.parse('2026-11-26T10:00:00Z'));
    expect(command?.entry.cause).toEqual({ id: event.id, correlationId: 'correlation-7', tenant: 'tenant-a' });
  });

  it('names the earliest due time for the one timer, holding back what the worker says', () => {
    const schedule = [requested('500001', '2026-11-27', 1), requested('500002', '2026-11-26', 2)].reduce<Schedule>((s, e) => apply(s, react(e, zoneOf)), new Map());
    expect(nextDue(new Map())).toBeNull();
    expect(nextDue(schedule)).toBe(Date.parse('2026-11-26T23:00:00.000Z'));
    expect(nextDue(schedule, (e) => (e.offerId === '500002' ? Infinity : 0))).toBe(Date.parse('2026-11-27T23:00:00.000Z'));
    expect(nextDue(schedule, (e) => (e.offerId === '500002' ? Date.parse('2026-11-27T00:00:00.000Z') : 0))).toBe(Date.parse('2026-11-27T00:00:00.000Z'));
  });
});
