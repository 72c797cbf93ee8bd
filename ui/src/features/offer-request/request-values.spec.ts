import Value from 'typebox/value';
import { OfferRequestDraft, RequestOffer } from '@portal/events/commands';
import { offerIdOfStream, requestOfferData } from './request-data.ts';
import { defaultValues, draftOf, type OfferRequestValues, valuesOfDraft, withLoadedDefaults } from './request-values.ts';

const defaults = defaultValues({ today: '2026-11-26', hour: 9, defaultEnergyQuality: 'CH-HYDRO', marketAreas: ['CH'] });
const filled: OfferRequestValues = {
  ...defaults,
  customerId: '1001',
  direction: 'CONS',
  meteringPoints: [{ code: 'CH1008010800100000000000000001001', direction: 'CONS' }],
  histRangeStart: '01.01.2025',
  histRangeEnd: '31.12.2025',
  product: 'SPOT',
  deliveryYears: [2028, 2027],
  currency: 'CHF',
  actualYearSupplyStart: '01.02.2027',
  note: ' bitte rasch ',
  certificate: 'GREY',
};
const draftId = '7d0f3c9e-2b1a-4c5d-8e6f-0a1b2c3d4e5f';

describe('offer request values', () => {
  it("starts today at the next full hour, valid an hour, with the default quality and the partner's only market area", () => {
    expect(defaults).toMatchObject({ offerDate: '26.11.2026', offerHour: '10', offerMinute: '0', offerValidityPeriod: '60', energyQuality: 'CH-HYDRO', marketArea: 'CH', certificate: '' });
    expect(defaultValues({ today: '2026-11-26', hour: 23, defaultEnergyQuality: 'X', marketAreas: ['CH', 'DE-AMP'] })).toMatchObject({ offerHour: '23', marketArea: '' });
  });

  it('saves in a draft only what passes the schemas, so any half-filled request is a valid draft', () => {
    const draft = draftOf({ ...defaults, histRangeStart: '31.02.2025', offerHour: '25', customerId: 'abc', note: '   ' }, 'CH');
    expect(draft).toEqual({ marketArea: 'CH', ecology: { certificate: null, energyQuality: 'CH-HYDRO' }, offerDate: '2026-11-26', offerMinute: 0, offerValidityPeriod: 60 });
    expect(Value.Check(OfferRequestDraft, draftOf(filled, 'CH'))).toBe(true);
    expect(draftOf(filled, 'CH')).toMatchObject({ deliveryYears: [2027, 2028], histRangeStart: '2025-01-01', note: 'bitte rasch', product: 'SPOT' });
  });

  it('continues a saved draft with its fields over the defaults', () => {
    const back = valuesOfDraft(draftOf(filled, 'CH'), defaults);
    expect(back).toEqual({ ...filled, deliveryYears: [2027, 2028], note: 'bitte rasch' });
    expect(valuesOfDraft({}, defaults)).toEqual(defaults);
  });

  it("fills a continued draft's customer type and a customer's only currency, never over a choice", () => {
    expect(withLoadedDefaults({ ...filled, currency: '' }, { customerType: 'FI', currencies: ['CHF'] })).toMatchObject({ customerType: 'FI', currency: 'CHF' });
    expect(withLoadedDefaults({ ...filled, currency: '' }, { currencies: ['CHF', 'EUR'] }).currency).toBe('');
    expect(withLoadedDefaults({ ...filled, customerType: 'PR', currency: 'EUR' }, { customerType: 'FI', currencies: ['CHF'] })).toMatchObject({ customerType: 'PR', currency: 'EUR' });
    expect(withLoadedDefaults(filled, {})).toBe(filled);
  });

  it('sends a RequestOffer the command schema accepts, with the saved draft id and without empty options', () => {
    const data = requestOfferData(filled, { draftId, customerId: '1001', marketArea: 'CH' });
    expect(Value.Check(RequestOffer, data)).toBe(true);
    expect(data).toMatchObject({ draftId, deliveryYears: [2027, 2028], actualYearSupplyStart: '2027-02-01', offerHour: 10, ecology: { certificate: 'GREY', energyQuality: 'CH-HYDRO' } });
    expect(data).not.toHaveProperty('cancellationFrom');
    // Never saved: no draft to mark submitted.
    expect(requestOfferData(filled, { draftId: null, customerId: '1001', marketArea: 'CH' })).not.toHaveProperty('draftId');
  });

  it("reads the offer number from the command's stream", () => {
    expect(offerIdOfStream('offer-500001')).toBe('500001');
    expect(offerIdOfStream('offerDraft-500001')).toBeNull();
  });
});
