import { describeSchemaSamples, type SchemaSamples } from '../testing/schema-samples.ts';
import * as fields from './number-fields.ts';

const table: SchemaSamples[] = [
  ['Money', fields.Money, ['0', '12.5', '99999.99', '100000', '100000.00'], ['-1', '100000.01', '100001', '1.234', '01', '+1', '1,5', '1e3', '', 5]],
  ['SignedMoney', fields.SignedMoney, ['-100000', '-0.5', '100000'], ['-100000.01', '--1', '- 1']],
  ['Price', fields.Price, ['0.1234', '100000.0000'], ['0.12345', '-0.1']],
  ['SignedPrice', fields.SignedPrice, ['-99999.9999'], ['-100001', '-1.23456']],
  ['Margin', fields.Margin, ['3.5'], ['-3.5', '200000']],
  ['SignedMargin', fields.SignedMargin, ['-3.5'], ['-100000.5']],
  ['Fee', fields.Fee, ['0', '1000000000', '999999999.99'], ['1000000000.01', '10000000000', '1.999', '-1']],
  ['VariableFeePerMwh', fields.VariableFeePerMwh, ['2.75', '100000'], ['100000.5', '-2']],
  ['Multiplicator', fields.Multiplicator, ['0', '1.0001', '1000'], ['1000.0001', '1001', '1.00001']],
  ['ReleaseLimit', fields.ReleaseLimit, ['-100000', '85.5', '100000'], ['100000.1', '-100001']],
  ['ProcWeight', fields.ProcWeight, [0, 55, 100], [-1, 101, 5.5, '5']],
  ['ClosePercent', fields.ClosePercent, [0, 100], [100.5, 101]],
  ['YearlyConsumption', fields.YearlyConsumption, ['1.001', '2', '10000000000', '350000.5'], ['1', '1.0', '1.000', '0.9', '0', '10000000000.001', '10000000001', '-5']],
  ['NewYearlyConsumption', fields.NewYearlyConsumption, ['0.001', '1', '10000000000'], ['0', '0.000', '10000000001', '-1']],
];

describeSchemaSamples('number fields (spec section 5)', table);

describe('number fields (spec section 5): patterns', () => {
  it('given a bound of 10^n, when the pattern is built, then it allows n digits or the bound itself', () => {
    const pattern = new RegExp(fields.decimalPattern(2, 1, true), 'u');
    expect(['-100', '99.9', '100.0', '0'].map((v) => pattern.test(v))).toEqual([true, true, true, true]);
    expect(['100.1', '-101', '9.99', '00'].map((v) => pattern.test(v))).toEqual([false, false, false, false]);
  });
});
