import { defaultProductFees, products } from '@portal/events/commands';
import { draftOf, feeDraftErrors, feeFieldCheck, feesData, fieldsOf, serviceFeeExample, withValue } from './fee-draft.ts';

const answer = products.map(defaultProductFees);

describe('margins and service fees form', () => {
  it('keeps the rows in product order and shows the spot terms for SPOT only', () => {
    expect(draftOf([...answer].reverse()).map((r) => r.product)).toEqual(['FULL', 'SPOT', 'BALA']);
    expect(fieldsOf('FULL')).toEqual(['margin', 'variableFeePerMwh', 'minFee', 'maxFee']);
    expect(fieldsOf('SPOT')).toContain('multiplicatorSell');
    expect(() => draftOf(answer.slice(1))).toThrow('FULL');
  });

  it('checks a field against the command schema: required, decimal comma, range and decimals', () => {
    expect(feeFieldCheck('margin', '')).toEqual({ key: 'errorInfo.required', params: {} });
    expect(feeFieldCheck('margin', '3,5')).toEqual({ key: 'marginsServiceFees.errors.comma', params: {} });
    expect(feeFieldCheck('margin', '100000.0001')).toEqual({ key: 'marginsServiceFees.errors.range', params: { max: '100000', decimals: 4 } });
    expect(feeFieldCheck('minFee', '1.005')).toMatchObject({ params: { decimals: 2 } });
    expect(feeFieldCheck('multiplicatorBuy', '1000.5')).toMatchObject({ params: { max: '1000' } });
    expect(feeFieldCheck('multiplicatorBuy', ' 1000 ')).toBeNull();
    expect(feeFieldCheck('maxFee', '1000000000')).toBeNull();
  });

  it('finds minFee above maxFee at the row\'s minFee, as the server does', () => {
    const draft = withValue(withValue(draftOf(answer), 'SPOT', 'minFee', '600'), 'SPOT', 'maxFee', '500');
    expect(feeDraftErrors(draft)).toEqual({ 'fees.1.minFee': { key: 'errorInfo.feeRange', params: { minFee: '600', maxFee: '500' } } });
    expect(feeDraftErrors(withValue(draft, 'SPOT', 'maxFee', '600'))).toEqual({});
  });

  it('does not check the spot terms of FULL and BALA, which the form does not show', () => {
    expect(feeDraftErrors(withValue(draftOf(answer), 'FULL', 'spotFee', 'x'))).toEqual({});
    expect(Object.keys(feeDraftErrors(withValue(draftOf(answer), 'SPOT', 'spotFee', 'x')))).toEqual(['fees.1.spotFee']);
  });

  it('sends the rows trimmed, for the partner the answer named', () => {
    const data = feesData('p-1', withValue(draftOf(answer), 'BALA', 'margin', ' 2.5 '));
    expect(data.salesPartnerId).toBe('p-1');
    expect(data.fees[2]).toEqual({ ...defaultProductFees('BALA'), margin: '2.5' });
  });

  it('prices the example at 1,000 MWh with the pricing code: between, at min, at max, none while invalid', () => {
    const row = { ...defaultProductFees('FULL'), minFee: '500', maxFee: '5000', variableFeePerMwh: '1.85' };
    expect(serviceFeeExample(row)).toEqual({ fee: '1850.00', perMwh: '1.8500', perKwhCents: '0.1850' });
    expect(serviceFeeExample({ ...row, minFee: '2000' })).toEqual({ fee: '2000.00', perMwh: '2.0000', perKwhCents: '0.2000' });
    expect(serviceFeeExample({ ...row, maxFee: '1000' })?.fee).toBe('1000.00');
    expect(serviceFeeExample({ ...row, margin: '3,5' })?.fee).toBe('1850.00');
    expect(serviceFeeExample({ ...row, variableFeePerMwh: '1,85' })).toBeNull();
    expect(serviceFeeExample({ ...row, minFee: '6000' })).toBeNull();
  });
});
