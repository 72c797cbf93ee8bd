import { Value } from 'typebox/value';
import { DecimalString, roundHalfUp, toDecimal, toDecimalString } from './decimal.ts';
import { convertMoney, CurrencyMismatchError, money, sumMoney } from './money.ts';

describe('decimal strings', () => {
  it('accepts plain decimals and refuses exponents, signs, commas and spaces', () => {
    for (const ok of ['0', '-1.5', '123456.789', '0.0001']) expect(Value.Check(DecimalString, ok)).toBe(true);
    for (const bad of ['1e5', '+1', '1,5', ' 1', '1.', '.5', '01', 'NaN', '']) expect(Value.Check(DecimalString, bad)).toBe(false);
    expect(() => toDecimal('1e5')).toThrow(RangeError);
  });

  it('computes exactly where floats do not', () => {
    expect(toDecimalString(toDecimal('0.1').plus('0.2'))).toBe('0.3');
    expect(toDecimalString(toDecimal('1234567890.123').times('1000'))).toBe('1234567890123');
  });

  it('rounds half up, away from zero at the half', () => {
    expect(toDecimalString(roundHalfUp('2.345', 2))).toBe('2.35');
    expect(toDecimalString(roundHalfUp('-2.345', 2))).toBe('-2.35');
    expect(toDecimalString(roundHalfUp('2.344999', 2))).toBe('2.34');
    expect(toDecimalString(toDecimal('-0.001'), 2)).toBe('0.00');
  });
});

describe('money', () => {
  it('rounds to cents and pads', () => {
    expect(money('10.005', 'CHF')).toEqual({ amount: '10.01', currency: 'CHF' });
    expect(money('7', 'EUR')).toEqual({ amount: '7.00', currency: 'EUR' });
  });

  it('converts at a published rate, rounding once at the end', () => {
    expect(convertMoney({ amount: '100.00', currency: 'EUR' }, '0.9412', 'CHF')).toEqual({ amount: '94.12', currency: 'CHF' });
    expect(convertMoney({ amount: '0.05', currency: 'EUR' }, '0.9300', 'CHF')).toEqual({ amount: '0.05', currency: 'CHF' }); // 0.0465
    expect(convertMoney({ amount: '12.34', currency: 'CHF' }, '1.0625', 'CHF')).toEqual({ amount: '12.34', currency: 'CHF' });
    expect(() => convertMoney({ amount: '1', currency: 'EUR' }, '0', 'CHF')).toThrow(RangeError);
  });

  it('sums one currency and refuses to mix', () => {
    expect(sumMoney([{ amount: '0.10', currency: 'CHF' }, { amount: '0.20', currency: 'CHF' }], 'CHF')).toEqual({ amount: '0.30', currency: 'CHF' });
    expect(() => sumMoney([{ amount: '1', currency: 'EUR' }], 'CHF')).toThrow(CurrencyMismatchError);
  });
});
