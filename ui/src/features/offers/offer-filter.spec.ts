import { emptyOfferFilter, filterProblems, roleFilters, searchObjOf } from './offer-filter.ts';

const everything = {
  search: '  Muster ',
  offerid: '500001',
  statuses: ['released' as const, 'accepted' as const],
  dateFrom: '01.11.2026',
  dateTo: '26.11.2026',
  product: 'FULL' as const,
  currency: 'CHF' as const,
  deliveryYear: '2027',
  salesPartnerId: '0b6f1d0e-3b59-4a8e-9a43-2d7c1f7a5e10',
  changeflag: 'true' as const,
  customerId: '1001',
};
const common = { search: 'Muster', offerid: '500001', statusId: ['released', 'accepted'], offerDateFrom: '2026-11-01', offerDateTo: '2026-11-26', productId: 'FULL', currencyId: 'CHF', deliveryYear: 2027 };

describe('the offer filters as the table call searchObj (spec section 3)', () => {
  it('sends nothing for an empty bar', () => {
    for (const role of ['admin', 'salesPartner', 'customer'] as const) expect(searchObjOf(emptyOfferFilter, role)).toEqual({});
  });

  it('gives each role its own filters: the admin partner and change flag, the partner the customer', () => {
    expect(searchObjOf(everything, 'admin')).toEqual({ ...common, salesPartnerId: everything.salesPartnerId, changeflag: true });
    expect(searchObjOf(everything, 'salesPartner')).toEqual({ ...common, customerId: '1001' });
    expect(searchObjOf(everything, 'customer')).toEqual(common);
    expect(searchObjOf({ ...emptyOfferFilter, changeflag: 'false' }, 'admin')).toEqual({ changeflag: false });
    expect(roleFilters('admin')).toEqual({ salesPartner: true, changeflag: true, customer: false });
    expect(roleFilters('salesPartner')).toEqual({ salesPartner: false, changeflag: false, customer: true });
    expect(roleFilters('customer')).toEqual({ salesPartner: false, changeflag: false, customer: false });
  });

  it('starts the full text at 3 characters', () => {
    expect(searchObjOf({ ...emptyOfferFilter, search: 'Mu' }, 'customer')).toEqual({});
    expect(filterProblems({ ...emptyOfferFilter, search: 'Mu' })).toEqual(['search']);
    expect(searchObjOf({ ...emptyOfferFilter, search: 'Mus' }, 'customer')).toEqual({ search: 'Mus' });
  });

  it('leaves out what is not a value yet and names it', () => {
    const typed = { ...emptyOfferFilter, offerid: '50x', dateFrom: '31.02.2026', dateTo: '2026-11-26', deliveryYear: '27', customerId: '0' };
    expect(filterProblems(typed)).toEqual(['offerid', 'dateFrom', 'dateTo', 'deliveryYear', 'customerId']);
    expect(searchObjOf(typed, 'salesPartner')).toEqual({});
    expect(searchObjOf({ ...emptyOfferFilter, salesPartnerId: 'not-a-uuid' }, 'admin')).toEqual({});
  });

  it('sends each status once', () => {
    expect(searchObjOf({ ...emptyOfferFilter, statuses: ['expired', 'expired', 'rejected'] }, 'customer')).toEqual({ statusId: ['expired', 'rejected'] });
  });
});
