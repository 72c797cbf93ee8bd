import { OfferRow, OfferTableRequest } from '@portal/events/read-contracts';
import Value from 'typebox/value';
import { conforms } from '@/lib/row-patches.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';
import { offerRow } from './offer-fixtures.ts';
import { isOfferOfDay, offerPageOf, offerTaskPatch, offerTaskPath, offerTaskRequest, todayOf } from './offer-table.ts';

// The guard the endpoint uses: a socket row is taken only when it is an OfferRow.
const patch = offerTaskPatch(conforms(OfferRow));
beforeAll(loadSchemaChecks);
const page = (rows = [offerRow(), offerRow({ offerId: '500002', offerDateTime: '2026-11-26T08:00:00.000Z' })]) => ({ rows, firstKey: 'f', lastKey: 'l', hasNext: true, hasPrevious: false });

describe('the open offer tasks', () => {
  it('asks the admin table for requested and priced offers, 10 a page, newest first, paging by key', () => {
    const first = offerTaskRequest({ kind: 'first' }, 'de');
    expect(first).toEqual({ rowsPerPage: 10, firstKey: null, lastKey: null, previousStep: false, nextStep: false, language: 'de', direction: 'desc', searchObj: { statusId: ['requested', 'priced'] } });
    expect(offerTaskRequest({ kind: 'after', key: 'k9' }, 'de')).toMatchObject({ lastKey: 'k9', nextStep: true, firstKey: null, previousStep: false });
    expect(offerTaskRequest({ kind: 'before', key: 'k1' }, 'en-GB')).toMatchObject({ firstKey: 'k1', previousStep: true, lastKey: null, nextStep: false, language: 'en' });
    // The body is what the route's schema takes.
    expect(Value.Check(OfferTableRequest, offerTaskRequest({ kind: 'after', key: 'k9' }, 'de'))).toBe(true);
  });

  it('takes the rows from data.data into the keyset page', () => {
    const row = offerRow();
    expect(offerPageOf({ data: [row], firstKey: 'a', lastKey: 'b', hasNext: false, hasPrevious: true })).toEqual({ rows: [row], firstKey: 'a', lastKey: 'b', hasNext: false, hasPrevious: true });
  });

  it('marks the offers of today in Zurich, also late in the UTC evening', () => {
    expect(todayOf(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(todayOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(isOfferOfDay(offerRow({ offerDate: '2026-11-26' }), '2026-11-26')).toBe(true);
    expect(isOfferOfDay(offerRow({ offerDate: '2026-11-25' }), '2026-11-26')).toBe(false);
  });

  it('opens task type 1 of an offer', () => {
    expect(offerTaskPath('500001')).toBe('/tasks-management/offer/500001/edit/1');
  });
});

describe('socket rows on a page of open tasks', () => {
  it('replaces a held row where it stands, a released one too', () => {
    const released = offerRow({ status: 'released', offerExpireDateTime: '2026-11-26T11:00:00.000Z' });
    const result = patch(page(), { topic: 'OFFER', id: '500001', row: released }, undefined);
    expect(result).toEqual({ kind: 'patched', data: { ...page(), rows: [released, page().rows[1]] } });
  });

  it('refetches for a new open task, a row that moved, a row that is no offer row, or a message without row', () => {
    expect(patch(page(), { topic: 'OFFER', id: '500003', row: offerRow({ offerId: '500003' }) }, undefined)).toEqual({ kind: 'stale' });
    expect(patch(page(), { topic: 'OFFER', id: '500001', row: offerRow({ offerDateTime: '2026-11-26T12:00:00.000Z' }) }, undefined)).toEqual({ kind: 'stale' });
    expect(patch(page(), { topic: 'OFFER', id: '500001', row: { nope: true } }, undefined)).toEqual({ kind: 'stale' });
    expect(patch(page(), { topic: 'OFFER', id: '500001' }, undefined)).toEqual({ kind: 'stale' });
  });

  it('leaves the page alone for an offer it does not hold that is no task', () => {
    expect(patch(page(), { topic: 'OFFER', id: '500009', row: offerRow({ offerId: '500009', status: 'accepted' }) }, undefined)).toEqual({ kind: 'untouched' });
  });
});
