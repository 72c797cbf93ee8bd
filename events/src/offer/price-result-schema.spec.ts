import { Value } from 'typebox/value';
import { portalCatalog } from '../portal-catalog.ts';
import { offerPricedData } from '../testing/offer-event-data.ts';
import { EnergyKwh, MoneyDecimal, PricePerMwh } from '../units/unit-schemas.ts';
import { defaultProductFees, PriceResult, type PriceInputs } from './offer-fields.ts';
import { priceYear } from './pricing.ts';

const inputs: PriceInputs = {
  energyPrice: '80', profilePrice: '1', spotAddOn: '0', balancingAddOn: '2', variableAddOn: '3', adjustmentCost: '4',
  procurementFee: '5', alpha: '0', beta: '0', gamma: '0', certificatePrice: '0.5', certificateMargin: '0.25',
};

/** TypeBox keeps schema options off the static type; the published JSON Schema has them. */
const descriptionOf = (schema: object): unknown => Reflect.get(schema, 'description');

describe('the stored price result as typed decimal strings', () => {
  it('given a priced year in either direction, then every price, fee and amount passes its named schema', () => {
    for (const direction of ['CONS', 'PROD'] as const) {
      const result = priceYear({ product: 'FULL', direction, inputs, fees: { ...defaultProductFees('FULL'), margin: '3', minFee: '500', maxFee: '2000', variableFeePerMwh: '1.5' }, volumeKwh: '333333.333' });
      expect(Value.Errors(PriceResult, result)).toEqual([]);
    }
  });

  it('refuses what is not a plain decimal: an exponent, a comma, a float artefact written as text, nothing', () => {
    for (const schema of [PricePerMwh, MoneyDecimal, EnergyKwh]) {
      for (const bad of ['1e3', '12,5', 'NaN', '', ' 1']) expect(Value.Check(schema, bad)).toBe(false);
      expect(Value.Check(schema, '-12.3456')).toBe(true);
    }
  });

  it('says its unit in the published schema, so the OpenAPI description carries it', () => {
    expect(descriptionOf(PriceResult.properties.priceWithMargin)).toMatch(/per MWh/);
    expect(descriptionOf(PriceResult.properties.amount)).toMatch(/money/);
    expect(descriptionOf(PriceResult.properties.volumeKwh)).toMatch(/kWh/);
  });
});

describe('OfferPriced as appended', () => {
  const catalog = portalCatalog();

  it('given prices written as priceYear writes them, then the event is accepted as version 1 (no upcaster needed)', () => {
    expect(() => catalog.validate('OfferPriced', offerPricedData('500001'))).not.toThrow();
    expect(catalog.versionOf('OfferPriced')).toBe(1);
  });

  it('given a price in exponent notation, then the append is refused at that field', () => {
    const data = offerPricedData('500001', [2027]);
    const bad = { ...data, years: data.years.map((y) => ({ ...y, cons: { ...y.cons, result: { ...y.cons.result, priceWithMargin: '9.4e1' } } })) };
    expect(() => catalog.validate('OfferPriced', bad)).toThrow(/priceWithMargin/);
  });
});
