import { PriceOffer } from '@portal/events/commands';
import Value from 'typebox/value';
import { offerDetail } from './offer-fixtures.ts';
import { copyToAllYears, emptyDraft, fieldCheck, type FieldSpec, perKwhOf, priceFields, priceFormErrors, priceFormOf, priceOfferData, withField } from './price-form.ts';

const spec = (name: FieldSpec['name']) => priceFields.find((f) => f.name === name) as FieldSpec;
const inputs = { ...emptyDraft(), energyPrice: '85.5' };

describe('the pricing form', () => {
  it('has every year and every direction the offer delivers, years in order, with the prices it already has', () => {
    const detail = offerDetail({ prices: [{ year: 2028, cons: { inputs: { ...inputs, energyPrice: '90' }, result: { volumeKwh: '1', priceWithoutMargin: '0', priceWithMargin: '0', margin: '0', serviceFee: '0', serviceFeePerMwh: '0', amount: '0' } } }] }, { direction: 'BOTH', deliveryYears: [2028, 2027] });
    const values = priceFormOf(detail);
    expect(values.years.map((y) => y.year)).toEqual([2027, 2028]);
    expect(values.years[0]).toEqual({ year: 2027, cons: emptyDraft(), prod: emptyDraft() });
    expect(values.years[1]?.cons?.energyPrice).toBe('90');
    expect(values.years[1]?.prod).toEqual(emptyDraft());
    expect(priceFormOf(offerDetail({}, { direction: 'PROD' })).years[0]).toEqual({ year: 2027, prod: emptyDraft() });
  });

  it('checks a field by the command schema: required, a comma with its own text, the range of its kind', () => {
    expect(fieldCheck(spec('energyPrice'), '')).toEqual({ key: 'errorInfo.required', params: {} });
    expect(fieldCheck(spec('energyPrice'), '85,5')).toEqual({ key: 'offerTasks.errors.comma', params: {} });
    expect(fieldCheck(spec('energyPrice'), '-12.25')).toBeNull();
    expect(fieldCheck(spec('energyPrice'), '100000.5')).toEqual({ key: 'offerTasks.errors.signedPrice', params: {} });
    expect(fieldCheck(spec('energyPrice'), '1.23456')).toEqual({ key: 'offerTasks.errors.signedPrice', params: {} });
    expect(fieldCheck(spec('procurementFee'), '-1')).toEqual({ key: 'offerTasks.errors.price', params: {} });
    expect(fieldCheck(spec('alpha'), '1000')).toBeNull();
    expect(fieldCheck(spec('alpha'), '1000.5')).toEqual({ key: 'offerTasks.errors.factor', params: {} });
    expect(fieldCheck(spec('certificateMargin'), 'abc')).toEqual({ key: 'offerTasks.errors.margin', params: {} });
  });

  it('names each finding by the path the command refuses it at', () => {
    const values = withField(priceFormOf(offerDetail()), 1, 'cons', 'energyPrice', '85,5');
    expect(priceFormErrors(values)).toEqual({
      'years.0.cons.energyPrice': { key: 'errorInfo.required', params: {} },
      'years.1.cons.energyPrice': { key: 'offerTasks.errors.comma', params: {} },
    });
  });

  it('copies one year of a direction to all years, the other direction untouched', () => {
    const detail = offerDetail({}, { direction: 'BOTH' });
    const typed = withField(withField(priceFormOf(detail), 0, 'cons', 'energyPrice', '85.5'), 0, 'cons', 'spotAddOn', '2');
    const copied = copyToAllYears(typed, 0, 'cons');
    expect(copied.years[1]?.cons).toEqual({ ...emptyDraft(), energyPrice: '85.5', spotAddOn: '2' });
    expect(copied.years[1]?.prod).toEqual(emptyDraft());
  });

  it('sends PriceOffer data the command schema takes, each year with only its directions', () => {
    const values = copyToAllYears(withField(priceFormOf(offerDetail()), 0, 'cons', 'energyPrice', '85.5'), 0, 'cons');
    expect(priceFormErrors(values)).toEqual({});
    const data = priceOfferData('500001', values);
    expect(data).toEqual({ offerId: '500001', years: [{ year: 2027, cons: inputs }, { year: 2028, cons: inputs }] });
    expect(Value.Check(PriceOffer, data)).toBe(true);
  });

  it('reads an amount per MWh per kWh in hundredths (divided by 10), not a factor or an invalid amount', () => {
    expect(perKwhOf(spec('energyPrice'), '85.5')).toBe('8.55');
    expect(perKwhOf(spec('gamma'), '-9.34')).toBe('-0.934');
    expect(perKwhOf(spec('energyPrice'), '85,5')).toBeNull();
    expect(perKwhOf(spec('alpha'), '0.8')).toBeNull();
  });
});
