import { offerTablePath, offerTableRequest, swissToday, todaysSearch } from './offer-table-query.ts';

describe('the offer table calls of spec section 7', () => {
  it('asks the call of the role', () => {
    expect(offerTablePath('admin')).toBe('/apiadmin/getOfferTableKeyset');
    expect(offerTablePath('salesPartner')).toBe('/api/getOfferTableSPKeyset');
    expect(offerTablePath('customer')).toBe('/api/getOfferTableCUKeyset');
  });

  it('reads the first page with neither step, 10 rows, newest first', () => {
    expect(offerTableRequest({ role: 'admin', cursor: { kind: 'first' }, searchObj: { statusId: ['released'] }, language: 'de' })).toEqual({
      rowsPerPage: 10,
      firstKey: null,
      lastKey: null,
      previousStep: false,
      nextStep: false,
      language: 'de',
      direction: 'desc',
      searchObj: { statusId: ['released'] },
    });
  });

  it('reads the next page after the last key and the previous one before the first key', () => {
    const next = offerTableRequest({ role: 'customer', cursor: { kind: 'after', key: 'k10' }, searchObj: {}, language: 'de-CH' });
    expect(next).toMatchObject({ lastKey: 'k10', nextStep: true, firstKey: null, previousStep: false, language: 'de' });
    const previous = offerTableRequest({ role: 'customer', cursor: { kind: 'before', key: 'k11' }, searchObj: {}, language: 'fr' });
    expect(previous).toMatchObject({ firstKey: 'k11', previousStep: true, lastKey: null, nextStep: false });
  });

  it("takes today's Swiss day, also when it is still yesterday in UTC", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Zurich.
    expect(swissToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todaysSearch(new Date('2026-11-26T10:00:00Z'))).toEqual({ offerDateFrom: '2026-11-26', offerDateTo: '2026-11-26' });
  });
});
