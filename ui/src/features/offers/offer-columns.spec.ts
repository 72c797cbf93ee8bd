import { offerRow } from '@/entities/offer/offer-fixtures.ts';
import { marginColumns, offerCells, offerColumnIds, offerPrices } from './offer-columns.ts';

describe('the offer table columns per role (spec section 6)', () => {
  it('shows a customer no margin and no customer column', () => {
    const columns = offerColumnIds('customer');
    for (const hidden of [...marginColumns, 'customer'] as const) expect(columns).not.toContain(hidden);
    expect(columns).toEqual(['offerId', 'status', 'product', 'offerDate', 'deliveryYears', 'volume', 'price', 'expires']);
  });

  it('shows the partner and the admin the customer and the margin, in at most ten columns', () => {
    for (const role of ['salesPartner', 'admin'] as const) {
      const columns = offerColumnIds(role);
      expect(columns).toEqual(expect.arrayContaining(['customer', ...marginColumns]));
      expect(columns.length).toBeLessThanOrEqual(10);
    }
  });

  it('writes prices per kWh for each direction delivered, volumes in kWh and the offer time as the request set it', () => {
    const eur = offerRow({ currency: 'EUR', direction: 'BOTH', priceCons: '92.34567', priceProd: null, volumeKwh: '1234567.4', offerHour: 9, offerMinute: 5 });
    expect(offerPrices(eur)).toEqual([
      { direction: 'CONS', price: '9.2346 ct/kWh' },
      { direction: 'PROD', price: '–' },
    ]);
    expect(offerPrices(offerRow({ direction: 'PROD', priceProd: '60' }))).toEqual([{ direction: 'PROD', price: '6.0000 Rp./kWh' }]);
    const cells = offerCells(eur);
    expect(cells.volume).toBe("1'234'567 kWh");
    expect(cells.offerDate).toBe('26.11.2026 09:05');
    expect(cells.deliveryYears).toBe('2027, 2028');
    expect(cells.margin).toBe('0.5000 ct/kWh');
    // 11:30 UTC is 12:30 in Zurich in November.
    expect(cells.expires).toBe('26.11.2026 12:30');
    expect(offerCells(offerRow({ offerExpireDateTime: null, customername: null })).expires).toBe('–');
    expect(offerCells(offerRow({ customername: null })).customer).toBe('1001');
  });
});
