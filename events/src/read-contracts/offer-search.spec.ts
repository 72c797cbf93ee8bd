import { dateRangeProblem, foreignFilterProblems, offerTableFilters } from './offer-search.ts';

describe('offer table filters (spec section 3)', () => {
  it('gives the admin the partner and change flag, the partner the customer, the customer neither', () => {
    expect(['salesPartnerId', 'changeflag', 'customerId'].map((f) => offerTableFilters.admin.has(f as never))).toEqual([true, true, false]);
    expect(['salesPartnerId', 'changeflag', 'customerId'].map((f) => offerTableFilters.salesPartner.has(f as never))).toEqual([false, false, true]);
    expect(['salesPartnerId', 'changeflag', 'customerId'].map((f) => offerTableFilters.customer.has(f as never))).toEqual([false, false, false]);
    for (const role of ['admin', 'salesPartner', 'customer'] as const) expect(offerTableFilters[role].has('search')).toBe(true);
  });

  it('given a customer\'s search with the change flag and a partner, then each is refused at its field', () => {
    expect(foreignFilterProblems('customer', { changeflag: true, salesPartnerId: '0b6f1d0e-3b59-4a8e-9a43-2d7c1f7a5e10', productId: 'FULL' }).map((p) => p.field)).toEqual([
      'searchObj.changeflag',
      'searchObj.salesPartnerId',
    ]);
    expect(foreignFilterProblems('admin', { changeflag: true, customerId: undefined })).toEqual([]);
  });

  it('given a date range that ends before it starts, then the end is refused; one day is a range', () => {
    expect(dateRangeProblem({ offerDateFrom: '2026-11-26', offerDateTo: '2026-11-25' })).toEqual({
      field: 'searchObj.offerDateTo',
      code: 'VALIDATION_ERROR',
      values: { from: '2026-11-26', to: '2026-11-25' },
      message: 'offerDateTo is before offerDateFrom',
    });
    expect(dateRangeProblem({ offerDateFrom: '2026-11-26', offerDateTo: '2026-11-26' })).toBeNull();
    expect(dateRangeProblem({ offerDateTo: '2026-11-25' })).toBeNull();
  });
});
