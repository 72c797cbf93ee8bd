import { defaultProductFees, type MarginsServiceFeesEvent, type ProductFees } from '@portal/events';
import { given } from '@portal/events/testing';
import { feesOfProduct, marginsServiceFeesDecider as decider, type MarginsServiceFeesCommand } from './margins-service-fees.ts';

const salesPartnerId = '6f1c2b0e-3f64-4d7e-9a11-2a9b8d1f0c55';
const row = (product: ProductFees['product'], over: Partial<ProductFees> = {}): ProductFees => ({ ...defaultProductFees(product), ...over });
const rows = [row('FULL', { margin: '3.5', minFee: '500', maxFee: '5000', variableFeePerMwh: '1.85' }), row('SPOT', { spotFee: '0.75', multiplicatorBuy: '1.02', multiplicatorSell: '0.95' }), row('BALA', { margin: '2.2' })];
const set = (fees: ProductFees[]): MarginsServiceFeesCommand => ({ type: 'SetMarginsServiceFees', data: { salesPartnerId, fees } });
const wasSet = (fees: ProductFees[]): MarginsServiceFeesEvent => ({ type: 'MarginsServiceFeesSet', data: { salesPartnerId, fees } });

describe('margins and service fees decider', () => {
  it('given none set, when a partner sets its rows, then they are recorded in product order', () => {
    given(decider, []).when(set([rows[2]!, rows[0]!, rows[1]!])).then([wasSet(rows)]);
  });

  it('given rows set, when the same rows come again in any order, then nothing is recorded', () => {
    given(decider, [wasSet(rows)]).when(set([rows[1]!, rows[2]!, rows[0]!])).then([]);
  });

  it('given rows set, when the same rows come with their fields in another order, then nothing is recorded', () => {
    const reordered = rows.map(({ product, ...rest }) => ({ ...Object.fromEntries(Object.entries(rest).reverse()), product }) as ProductFees);
    given(decider, [wasSet(rows)]).when(set(reordered)).then([]);
  });

  it('given none set, when the defaults are sent, then nothing is recorded (they are in force already)', () => {
    given(decider, []).when(set([row('FULL'), row('SPOT'), row('BALA')])).then([]);
  });

  it('given rows set, when one value changes, then all three rows are recorded again', () => {
    const changed = [rows[0]!, row('SPOT', { ...rows[1], spotFee: '0.8' }), rows[2]!];
    given(decider, [wasSet(rows)]).when(set(changed)).then([wasSet(changed)]);
  });

  it('given rows set, when the defaults are sent, then the partner goes back to them', () => {
    const defaults = [row('FULL'), row('SPOT'), row('BALA')];
    given(decider, [wasSet(rows)]).when(set(defaults)).then([wasSet(defaults)]);
  });

  it('refuses minFee above maxFee at that row\'s minFee', () => {
    given(decider, []).when(set([rows[0]!, row('SPOT', { minFee: '100.01', maxFee: '100' }), rows[2]!])).thenThrows('VALIDATION_ERROR', 'data.fees.1.minFee');
    given(decider, []).when(set([rows[0]!, row('SPOT', { minFee: '100', maxFee: '100' }), rows[2]!])).then([wasSet([rows[0]!, row('SPOT', { minFee: '100', maxFee: '100' }), rows[2]!])]);
  });

  it('refuses a product twice (so another missing) at the second row', () => {
    given(decider, []).when(set([rows[0]!, rows[1]!, row('FULL')])).thenThrows('VALIDATION_ERROR', 'data.fees.2');
  });

  it('answers a product\'s row in force: the defaults until set, then the partner\'s', () => {
    expect(feesOfProduct(decider.initialState(), 'SPOT')).toEqual(defaultProductFees('SPOT'));
    expect(feesOfProduct(decider.evolve(decider.initialState(), wasSet(rows)), 'SPOT')).toEqual(rows[1]);
  });
});
