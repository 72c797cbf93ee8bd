import { offerRow } from '@/entities/offer/offer-fixtures.ts';
import { marginColumns, offerCells, offerColumnIds } from './offer-columns.ts';

describe('the offer table columns per role (spec section 6)', () => {
  it('shows a customer no margin, no partner and no customer column', () => {
    const columns = offerColumnIds('customer');
    for (const hidden of [...marginColumns, 'salesPartner', 'customer', 'changeFlag'] as const) expect(columns).not.toContain(hidden);
    expect(columns).toEqual(['offerId', 'status', 'product', 'direction', 'offerDate', 'deliveryYears', 'volume', 'priceCons', 'priceProd', 'expires']);
  });

  it('shows the partner its customers and margins, the admin also the partner and the change flag', () => {
    const partner = offerColumnIds('salesPartner');
    expect(partner).toEqual(expect.arrayContaining(['customer', ...marginColumns]));
    expect(partner).not.toContain('salesPartner');
    expect(partner).not.toContain('changeFlag');
    const admin = offerColumnIds('admin');
    expect(admin).toEqual(expect.arrayContaining(['salesPartner', 'customer', 'changeFlag', ...marginColumns]));
  });

  it('writes prices per kWh, volumes in kWh and the offer time as the request set it', () => {
    const cells = offerCells(offerRow({ currency: 'EUR', priceCons: '92.34567', priceProd: null, volumeKwh: '1234567.4', offerHour: 9, offerMinute: 5 }));
    expect(cells.priceCons).toBe('9.2346 ct/kWh');
    expect(cells.priceProd).toBe('–');
    expect(cells.volume).toBe("1'234'567 kWh");
    expect(cells.offerDate).toBe('26.11.2026 09:05');
    expect(cells.deliveryYears).toBe('2027, 2028');
    // 11:30 UTC is 12:30 in Zurich in November.
    expect(cells.expires).toBe('26.11.2026 12:30');
    expect(offerCells(offerRow({ offerExpireDateTime: null, customername: null })).expires).toBe('–');
    expect(offerCells(offerRow({ customername: null })).customer).toBe('1001');
  });
});
