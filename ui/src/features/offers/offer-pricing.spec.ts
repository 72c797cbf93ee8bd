import { offerDetail } from '@/entities/offer/offer-detail-fixtures.ts';
import { feeRows, marginRows, priceInputRows, pricedLines, pricedVolumes, pricingRows } from './offer-pricing.ts';

describe('the pricing and margin tabs', () => {
  it('lists each delivery year, consumption before production, prices per kWh with 4 decimals', () => {
    const rows = pricingRows(offerDetail(), 'salesPartner');
    expect(rows.map((row) => row.key)).toEqual(['2027:CONS', '2028:CONS', '2028:PROD']);
    expect(rows[0]).toEqual({ key: '2027:CONS', year: 2027, direction: 'CONS', volume: "118'000 kWh", priceWithMargin: '8.5123 Rp./kWh', priceWithoutMargin: '8.0100 Rp./kWh', amount: "20'000.00 CHF" });
  });

  it('shows a customer only the price with margin', () => {
    for (const row of pricingRows(offerDetail(), 'customer')) expect(row).not.toHaveProperty('priceWithoutMargin');
  });

  it('says nothing is priced before pricing', () => {
    expect(pricingRows(offerDetail({ prices: [] }), 'admin')).toEqual([]);
    expect(pricedVolumes(offerDetail({ prices: [] }))).toEqual([]);
  });

  it('writes the inputs per kWh and the factors as numbers', () => {
    const [line] = pricedLines(offerDetail());
    const inputs = Object.fromEntries(priceInputRows(line!.priced, 'EUR'));
    expect(inputs.energyPrice).toBe('7.0000 ct/kWh');
    expect(inputs.gamma).toBe('0.9340 ct/kWh');
    expect(inputs.alpha).toBe('0.8000');
  });

  it("lists the partner's margin and service fee per year and its fees", () => {
    expect(marginRows(offerDetail())[0]).toEqual({ key: '2027:CONS', year: 2027, direction: 'CONS', margin: '0.5500 Rp./kWh', certificateMargin: '0.0500 Rp./kWh', serviceFee: "1'200.00 CHF", serviceFeePerKwh: '1.0000 Rp./kWh' });
    expect(Object.fromEntries(feeRows(offerDetail()) ?? [])).toMatchObject({ margin: '0.5000 Rp./kWh', minFee: '500.00 CHF', maxFee: "5'000.00 CHF" });
    expect(feeRows(offerDetail({ fees: null }))).toBeNull();
  });

  it('sums the priced volumes per year for the bars', () => {
    expect(pricedVolumes(offerDetail())).toEqual([
      { year: '2027', CONS: 118000.4, PROD: 0 },
      { year: '2028', CONS: 120000, PROD: 30000 },
    ]);
  });
});
