import { OfferRow } from '@portal/events/read-contracts';
import { conforms } from '@/lib/row-patches.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';
import { offerRow } from './offer-fixtures.ts';
import { offerMatches, offerPagePatch } from './offer-patches.ts';
import type { OfferTableArgs } from './offer-table-query.ts';

beforeAll(loadSchemaChecks);

const patch = offerPagePatch(conforms(OfferRow));
const at = (offerId: string, time: string) => offerRow({ offerId, offerDateTime: time });
// Newest first: 12:00, 11:00, 10:00 on the offer day; more pages follow.
const page = {
  rows: [at('500003', '2026-11-26T12:00:00.000Z'), at('500002', '2026-11-26T11:00:00.000Z'), at('500001', '2026-11-26T10:00:00.000Z')],
  firstKey: 'k3',
  lastKey: 'k1',
  hasNext: true,
  hasPrevious: false,
};
const args = (searchObj: OfferTableArgs['searchObj'] = {}): OfferTableArgs => ({ role: 'customer', cursor: { kind: 'first' }, searchObj, language: 'de' });
const change = (row: unknown) => ({ topic: 'OFFER' as const, id: 'any', row: row as Record<string, unknown> | undefined });

describe('recalcOfferTable rows on a cached table page', () => {
  it('replaces the changed offer where it stands, nothing else moves', () => {
    const expired = { ...page.rows[1]!, status: 'expired' as const };
    const result = patch(page, change(expired), args());
    expect(result.kind).toBe('patched');
    if (result.kind !== 'patched') return;
    expect(result.data.rows.map((row) => [row.offerId, row.status])).toEqual([
      ['500003', 'released'],
      ['500002', 'expired'],
      ['500001', 'released'],
    ]);
    expect(result.data.lastKey).toBe('k1');
  });

  it('refetches when the row leaves the filter or its place in the order', () => {
    const expired = { ...page.rows[1]!, status: 'expired' as const };
    expect(patch(page, change(expired), args({ statusId: ['released'] }))).toEqual({ kind: 'stale' });
    const moved = { ...page.rows[1]!, offerDateTime: '2026-11-26T13:00:00.000Z' };
    expect(patch(page, change(moved), args())).toEqual({ kind: 'stale' });
  });

  it('refetches for a new row that stands on the page, leaves the page for one far from it', () => {
    expect(patch(page, change(at('500004', '2026-11-26T13:00:00.000Z')), args())).toEqual({ kind: 'stale' });
    expect(patch(page, change(at('500000', '2026-11-26T10:30:00.000Z')), args())).toEqual({ kind: 'stale' });
    // Older than the last row while more pages follow: it belongs to a later page.
    expect(patch(page, change(at('499999', '2026-11-25T10:00:00.000Z')), args())).toEqual({ kind: 'untouched' });
    // Another customer's offer under a customer filter.
    expect(patch(page, change(offerRow({ offerId: '500009', customerId: '2002', offerDateTime: '2026-11-26T13:00:00.000Z' })), args({ customerId: '1001' }))).toEqual({ kind: 'untouched' });
  });

  it('refetches for a change without row or with a row off the contract', () => {
    expect(patch(page, change(undefined), args())).toEqual({ kind: 'stale' });
    expect(patch(page, change({ offerId: '500002', status: 'expired' }), args())).toEqual({ kind: 'stale' });
  });
});

describe('offerMatches', () => {
  it('applies every structured filter of spec section 3', () => {
    const row = offerRow();
    expect(offerMatches(row, {})).toBe(true);
    expect(offerMatches(row, { offerid: '500001', statusId: ['released', 'priced'], productId: 'FULL', currencyId: 'CHF', deliveryYear: 2028, customerId: '1001', changeflag: false })).toBe(true);
    expect(offerMatches(row, { offerDateFrom: '2026-11-26', offerDateTo: '2026-11-26' })).toBe(true);
    expect(offerMatches(row, { offerDateFrom: '2026-11-27' })).toBe(false);
    expect(offerMatches(row, { offerDateTo: '2026-11-25' })).toBe(false);
    expect(offerMatches(row, { deliveryYear: 2029 })).toBe(false);
    expect(offerMatches(row, { currencyId: 'EUR' })).toBe(false);
    expect(offerMatches(row, { salesPartnerId: '9b6f1d0e-3b59-4a8e-9a43-2d7c1f7a5e10' })).toBe(false);
    expect(offerMatches(row, { changeflag: true })).toBe(false);
  });
});
