import { apiFieldErrors } from '@/components/forms/field-errors.ts';
import { testConfig } from '@/components/forms/form-fixtures.ts';
import { emptyPointDraft, normalizeCode, type PointDraft, pointDraftErrors, quantityCheck, refusalOverrides, registerData } from './point-draft.ts';

const filled: PointDraft = {
  customerId: '1001',
  marketArea: 'DE-AMPRION',
  code: ' 4137 3559 241 ',
  direction: 'PROD',
  yearlyQuantity: "12'500.5",
  address: { street: 'Bahnhofstrasse', streetNr: '12a', place: 'München', zipCode: '80331', country: 'DE', countryState: 'BY' },
};

describe('the new metering point form', () => {
  it('requires every choice and field, at the paths of the command', () => {
    expect(Object.keys(pointDraftErrors(emptyPointDraft(), testConfig)).sort()).toEqual(
      [
        'customerId',
        'marketArea',
        'points.0.code',
        'points.0.direction',
        'points.0.yearlyQuantityKwh',
        'points.0.address.street',
        'points.0.address.streetNr',
        'points.0.address.country',
        'points.0.address.countryState',
        'points.0.address.zipCode',
        'points.0.address.place',
      ].sort(),
    );
    expect(pointDraftErrors(filled, testConfig)).toEqual({});
  });

  it('checks the zip code against its country and the quantity against the spec range', () => {
    const swissZip = { ...filled, address: { ...filled.address, zipCode: '8001' } };
    expect(pointDraftErrors(swissZip, testConfig)['points.0.address.zipCode']?.key).toBe('errorInfo.zipCodeOfCountry');
    expect(quantityCheck('1')?.key).toBe('meteringPoints.errors.yearlyQuantity');
    expect(quantityCheck('1.5')).toBeNull();
    expect(quantityCheck('10000000000')).toBeNull();
    expect(quantityCheck('10000000001')?.key).toBe('meteringPoints.errors.yearlyQuantity');
    expect(quantityCheck('zwölf')?.key).toBe('meteringPoints.errors.yearlyQuantity');
  });

  it('refuses a code with other than upper-case letters and digits', () => {
    expect(pointDraftErrors({ ...filled, code: 'DE-0001' }, testConfig)['points.0.code']?.key).toBe('meteringPoints.errors.code');
    expect(normalizeCode(' ch 12ab ')).toBe('CH12AB');
  });

  it('sends one point declared in its own direction, from the form, the quantity as a decimal string', () => {
    expect(registerData(filled)).toEqual({
      customerId: '1001',
      marketArea: 'DE-AMPRION',
      declared: 'PROD',
      source: 'FORM',
      points: [{ code: '41373559241', direction: 'PROD', yearlyQuantityKwh: '12500.5', address: filled.address }],
    });
  });

  it("shows the command's refusal at the field it names, with the API's reason", () => {
    const refusal = { isClientError: true, code: 'VALIDATION_ERROR', message: 'CH123 is not a metering point of CH', field: 'data.points.0.code' };
    expect(apiFieldErrors(refusal, refusalOverrides)).toEqual({ 'points.0.code': { key: 'meteringPoints.errors.refused', params: { message: 'CH123 is not a metering point of CH' } } });
  });
});
