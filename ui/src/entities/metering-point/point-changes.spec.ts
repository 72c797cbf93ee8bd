import { testConfig } from '@/components/forms/form-fixtures.ts';
import { pointRow } from './metering-point-fixtures.ts';
import {
  addressChangeData,
  addressChangeErrors,
  addressDraftOf,
  dateInput,
  deliveryPeriodData,
  interruptionData,
  interruptionErrors,
  periodErrors,
  quantityChangeData,
  quantityChangeErrors,
  replaceMeterData,
  replaceMeterErrors,
} from './point-changes.ts';

const point = { code: '41373559241', direction: 'CONS' as const };

describe('changes of a metering point', () => {
  it('moves the address from a date typed as dd.mm.yyyy', () => {
    const address = addressDraftOf(pointRow().address);
    expect(addressChangeErrors(address, '', testConfig)).toEqual({ validFrom: { key: 'errorInfo.required', params: {} } });
    expect(addressChangeErrors(address, '31.02.2027', testConfig).validFrom?.key).toBe('meteringPoints.errors.date');
    expect(addressChangeErrors({ ...address, zipCode: '8001' }, '01.03.2027', testConfig)['address.zipCode']?.key).toBe('errorInfo.zipCodeOfCountry');
    expect(addressChangeData(point, { ...address, street: ' Marienplatz ' }, '01.03.2027')).toEqual({ ...point, address: { ...pointRow().address, street: 'Marienplatz' }, validFrom: '2027-03-01' });
  });

  it('takes a new yearly quantity above 0 (not above 1 as for a new point)', () => {
    expect(quantityChangeErrors('0', '01.01.2027').yearlyQuantityKwh?.key).toBe('meteringPoints.errors.newYearlyQuantity');
    expect(quantityChangeErrors('0.5', '01.01.2027')).toEqual({});
    expect(quantityChangeData(point, "1'000", '01.01.2027')).toEqual({ ...point, yearlyQuantityKwh: '1000', validFrom: '2027-01-01' });
  });

  it('lets delivery period ends stay open, never the end before the start', () => {
    expect(periodErrors('', '', ['deliveryFrom', 'deliveryTo'])).toEqual({});
    expect(periodErrors('01.01.2028', '31.12.2027', ['deliveryFrom', 'deliveryTo']).deliveryTo?.key).toBe('meteringPoints.errors.periodOrder');
    expect(deliveryPeriodData(point, '01.01.2027', '')).toEqual({ ...point, deliveryFrom: '2027-01-01', deliveryTo: null });
    expect(dateInput('2027-01-01')).toBe('01.01.2027');
    expect(dateInput(null)).toBe('');
  });

  it('sets an interruption with both ends, and clears it with none', () => {
    expect(Object.keys(interruptionErrors('', ''))).toEqual(['from', 'to']);
    expect(interruptionErrors('10.03.2027', '01.03.2027').to?.key).toBe('meteringPoints.errors.periodOrder');
    expect(interruptionData(point, { from: '01.03.2027', to: '31.03.2027' })).toEqual({ ...point, from: '2027-03-01', to: '2027-03-31' });
    expect(interruptionData(point, null)).toEqual({ ...point, from: null, to: null });
  });

  it('changes the meter only to another code', () => {
    expect(replaceMeterErrors('41373559241', '41373559241', '01.01.2027').newCode?.key).toBe('meteringPoints.errors.sameCode');
    expect(replaceMeterErrors('41373559241', ' 4137355924 1', '01.01.2027').newCode?.key).toBe('meteringPoints.errors.sameCode');
    expect(replaceMeterErrors('41373559241', '51238696781', '01.01.2027')).toEqual({});
    expect(replaceMeterData(point, 'de0001', '01.01.2027')).toEqual({ ...point, newCode: 'DE0001', validFrom: '2027-01-01' });
  });
});
