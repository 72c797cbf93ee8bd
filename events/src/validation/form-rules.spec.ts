import { duplicateProblem, feeRangeProblem, notEmptyProblem, passwordRepeatProblem, reservedWordProblem } from './form-rules.ts';
import { asDomainError, firstProblem } from './problem.ts';

describe('rules within a form', () => {
  it.each([
    ['Alpha Energie', null],
    ['Alpha (auto)', 'AUTO_RESERVED_WORD'],
    ['(AUTO) tranche', 'AUTO_RESERVED_WORD'],
    ['auto', null],
  ])('reserved word: given %j, when checked, then %s', (value, code) => {
    expect(reservedWordProblem(value, 'data.name')?.code ?? null).toBe(code);
  });

  it.each([
    ['Secret1!', 'Secret1!', null],
    ['Secret1!', 'secret1!', 'errorInfo.passwordRepeat'],
    ['Secret1!', '', 'errorInfo.passwordRepeat'],
  ])('password repeat: given %j and %j, when compared, then %s', (password, repeat, key) => {
    expect(passwordRepeatProblem(password, repeat, 'data.repeat')?.key ?? null).toBe(key);
  });

  it.each([
    ['0', '0', null],
    ['9.5', '10', null],
    ['100', '99.99', 'errorInfo.feeRange'],
    ['999999999.99', '1000000000', null],
    ['1000000000', '999999999.99', 'errorInfo.feeRange'],
  ])('fee range: given minFee %s and maxFee %s, when compared, then %s', (minFee, maxFee, key) => {
    expect(feeRangeProblem(minFee, maxFee, 'data.minFee')?.key ?? null).toBe(key);
  });

  it.each([
    [['CH', 'DE-AMPRION'], null],
    [['CH', 'DE-AMPRION', 'CH'], 'data.marketAreas.2'],
    [[], null],
  ])('duplicates: given %j, when checked, then the problem is at %s', (values, field) => {
    expect(duplicateProblem(values, 'data.marketAreas', 'market area')?.field ?? null).toBe(field);
  });

  it('duplicates: given a repeated value, then the message names it', () => {
    expect(duplicateProblem(['a.ch', 'a.ch'], 'data.domains', 'host name')?.message).toBe('host name a.ch is listed twice');
  });

  it('not empty: given an empty required list, when checked, then it is refused at the list', () => {
    expect(notEmptyProblem([], 'data.currencies', 'currency')).toMatchObject({ field: 'data.currencies', key: 'errorInfo.required' });
    expect(notEmptyProblem(['CHF'], 'data.currencies', 'currency')).toBeNull();
  });

  it('given several checks, when the first problem is taken, then the earliest failing one wins', () => {
    const found = firstProblem(null, passwordRepeatProblem('a', 'b', 'first'), reservedWordProblem('(auto)', 'second'));
    expect(found?.field).toBe('first');
    expect(firstProblem(null, null)).toBeNull();
  });

  it('given a problem, when the API turns it into an error, then it keeps code, field and message with status 400', () => {
    const error = asDomainError(reservedWordProblem('x (auto)', 'data.name')!);
    expect({ code: error.code, status: error.status, field: error.field, message: error.message }).toEqual({
      code: 'AUTO_RESERVED_WORD',
      status: 400,
      field: 'data.name',
      message: '"(auto)" is reserved',
    });
  });
});
