import type { PriceResult } from '@portal/events/commands';
import { priceYear } from '@portal/events/offer-pricing';
import { offerDetail } from './offer-fixtures.ts';
import { priceFormOf, withField } from './price-form.ts';
import { feesFor, type PriceCase, previewRows, volumeOf } from './price-preview.ts';

const partnerFees = { product: 'FULL' as const, margin: '5', minFee: '100', maxFee: '1000', variableFeePerMwh: '2', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' };
const result = (price: string): PriceResult => ({ volumeKwh: '120000', priceWithoutMargin: price, priceWithMargin: price, margin: '0', serviceFee: '0', serviceFeePerMwh: '0', amount: '0' });

describe('the pricing preview', () => {
  it('uses the fees the offer was priced with, else the partner’s current ones for the product, else none', () => {
    const priced = { ...partnerFees, margin: '7' };
    expect(feesFor(offerDetail({ fees: priced }), { salesPartnerId: 'sp', fees: [partnerFees], updatedAt: null })).toBe(priced);
    expect(feesFor(offerDetail(), { salesPartnerId: 'sp', fees: [{ ...partnerFees, product: 'SPOT' }, partnerFees], updatedAt: null })).toBe(partnerFees);
    expect(feesFor(offerDetail(), undefined)).toMatchObject({ product: 'FULL', margin: '0', multiplicatorBuy: '1' });
  });

  it('prices the long-term forecast once the offer shows it, else the volume priced last, else the yearly quantities', () => {
    const detail = offerDetail({ forecastVolumes: [{ year: 2027, direction: 'CONS', kwh: '118000.5' }] });
    expect(volumeOf(detail, 2027, 'CONS')).toBe('118000.5');
    expect(volumeOf(detail, 2028, 'CONS')).toBe('120000');
    expect(volumeOf(detail, 2028, 'PROD')).toBe('0');
    // Priced before release: at the volume the server priced (its accepted forecasts).
    const result = { volumeKwh: '119500', priceWithoutMargin: '1', priceWithMargin: '1', margin: '0', serviceFee: '0', serviceFeePerMwh: '0', amount: '0' };
    const inputs = { energyPrice: '1', profilePrice: '0', spotAddOn: '0', balancingAddOn: '0', variableAddOn: '0', adjustmentCost: '0', procurementFee: '0', alpha: '1', beta: '0', gamma: '0', certificatePrice: '0', certificateMargin: '0' };
    expect(volumeOf(offerDetail({ prices: [{ year: 2028, cons: { inputs, result } }] }), 2028, 'CONS')).toBe('119500');
  });

  it('asks the formula for each complete year and direction and marks the incomplete ones', () => {
    const detail = offerDetail();
    const asked: PriceCase[] = [];
    const formula = (priceCase: PriceCase) => {
      asked.push(priceCase);
      return result(priceCase.inputs.energyPrice);
    };
    const values = withField(priceFormOf(detail), 0, 'cons', 'energyPrice', '85.5');
    const rows = previewRows(detail, values, partnerFees, formula);
    expect(rows).toEqual([
      { year: 2027, direction: 'CONS', volumeKwh: '120000', result: result('85.5') },
      { year: 2028, direction: 'CONS', volumeKwh: '120000', result: null },
    ]);
    expect(asked).toEqual([{ direction: 'CONS', product: 'FULL', inputs: values.years[0]?.cons, fees: partnerFees, volumeKwh: '120000' }]);
  });

  it('previews with the server’s formula: the FULL example of docs/pricing.md, typed into the form', () => {
    const detail = offerDetail({ forecastVolumes: [{ year: 2027, direction: 'CONS', kwh: '1234567.891' }] }, { deliveryYears: [2027] });
    const typed = { energyPrice: '85.5', profilePrice: '4.2', balancingAddOn: '2.75', variableAddOn: '1.1', adjustmentCost: '0.65', procurementFee: '1.5', alpha: '0', certificatePrice: '1.2', certificateMargin: '0.3' };
    const values = Object.entries(typed).reduce((form, [field, value]) => withField(form, 0, 'cons', field as keyof typeof typed, value), priceFormOf(detail));
    const fees = { ...partnerFees, margin: '3', minFee: '500', maxFee: '5000', variableFeePerMwh: '1.85' };
    const [row] = previewRows(detail, values, fees, priceYear);
    expect(row?.result).toEqual({
      volumeKwh: '1234567.891',
      priceWithoutMargin: '96.9000',
      priceWithMargin: '102.0500',
      margin: '3.3000',
      serviceFee: '2283.95',
      serviceFeePerMwh: '1.8500',
      amount: '125987.65',
    });
  });
});
