import { rolloutProblems, rolloutYears, type RolloutLimits } from './rollout-rules.ts';

const limits: RolloutLimits = { maxRolloutYears: 10 };
const fine = { from: 2027, to: 2030, historyDays: 365 };
const refusals = (request: Partial<Parameters<typeof rolloutProblems>[0]>, given = limits) =>
  rolloutProblems({ ...fine, ...request }, given).map((p) => [p.field, p.key, p.code]);

describe('rollout rules', () => {
  it('passes a range of whole years within the maximum and a year of history', () => {
    expect(rolloutProblems(fine, limits)).toEqual([]);
    expect(rolloutProblems({ ...fine, from: '2027', to: '2027' }, limits)).toEqual([]);
    expect(rolloutProblems({ ...fine, from: 2027, to: 2036 }, limits)).toEqual([]);
  });

  it('wants both years with 4 digits', () => {
    expect(refusals({ from: undefined })).toEqual([['data.from', 'errorInfo.rolloutYear', 'VALIDATION_ERROR']]);
    expect(refusals({ to: '' })).toEqual([['data.to', 'errorInfo.rolloutYear', 'VALIDATION_ERROR']]);
    expect(refusals({ from: '27', to: 20301 })).toEqual([
      ['data.from', 'errorInfo.rolloutYear', 'VALIDATION_ERROR'],
      ['data.to', 'errorInfo.rolloutYear', 'VALIDATION_ERROR'],
    ]);
    expect(refusals({ from: '2027.5' })).toEqual([['data.from', 'errorInfo.rolloutYear', 'VALIDATION_ERROR']]);
    expect(refusals({ from: '0999' })).toEqual([['data.from', 'errorInfo.rolloutYear', 'VALIDATION_ERROR']]);
  });

  it('refuses an end year before the start year', () => {
    expect(refusals({ from: 2030, to: 2029 })).toEqual([['data.to', 'errorInfo.rolloutYearOrder', 'VALIDATION_ERROR']]);
  });

  it('refuses more years than the configured maximum', () => {
    expect(refusals({ from: 2027, to: 2037 })).toEqual([['data.to', 'errorInfo.rolloutYearsMax', 'VALIDATION_ERROR']]);
    expect(refusals({ from: 2027, to: 2029 }, { maxRolloutYears: 2 })).toEqual([['data.to', 'errorInfo.rolloutYearsMax', 'VALIDATION_ERROR']]);
    expect(rolloutProblems({ ...fine, from: 2027, to: 2037 }, limits)[0]?.params).toEqual({ max: 10, years: 11 });
  });

  it('wants at least 365 days of history, or the configured minimum', () => {
    expect(refusals({ historyDays: 364 })).toEqual([['data.history', 'errorInfo.historyRange', 'VALIDATION_ERROR']]);
    expect(refusals({ historyDays: 400 }, { maxRolloutYears: 10, minHistoryDays: 731 })).toEqual([['data.history', 'errorInfo.historyRange', 'VALIDATION_ERROR']]);
  });

  it('refuses a history without energy', () => {
    expect(refusals({ historyKwh: 0 })).toEqual([['data.history', 'errorInfo.historyEnergy', 'VALIDATION_ERROR']]);
    expect(refusals({ historyKwh: 0.25 })).toEqual([]);
  });

  it("names a command's own fields when given", () => {
    const fields = { from: 'data.fromYear', to: 'data.toYear', history: 'data.points.2' };
    expect(rolloutProblems({ from: 2030, to: 2029, historyDays: 10 }, limits, fields).map((p) => p.field)).toEqual(['data.toYear', 'data.points.2']);
  });

  it('lists the years of a range', () => {
    expect(rolloutYears(2027, 2030)).toEqual([2027, 2028, 2029, 2030]);
  });
});
