import { atRolloutField, MAX_POINTS, parsePastedPoints, pointsError, uniquePoints, yearErrors } from './rollout-form.ts';

describe('the roll-out years (spec section 5)', () => {
  it('takes a range of 4-digit years within the maximum, a single year included', () => {
    expect(yearErrors({ fromYear: '2027', toYear: '2030' }, 10)).toEqual({});
    expect(yearErrors({ fromYear: ' 2027 ', toYear: '2027' }, 10)).toEqual({});
    expect(yearErrors({ fromYear: '2027', toYear: '2036' }, 10)).toEqual({});
  });

  it('refuses a year that is not 4 digits, at its field', () => {
    expect(yearErrors({ fromYear: '27', toYear: '2030' }, 10)).toEqual({ fromYear: { key: 'forecasts.errors.year', params: {} } });
    expect(yearErrors({ fromYear: '2027', toYear: '20301' }, 10)).toEqual({ toYear: { key: 'forecasts.errors.year', params: {} } });
    expect(yearErrors({ fromYear: '', toYear: 'abcd' }, 10)).toMatchObject({ fromYear: { key: 'forecasts.errors.year' }, toYear: { key: 'forecasts.errors.year' } });
  });

  it('refuses years the command does not take (2000 to 2100)', () => {
    expect(yearErrors({ fromYear: '1999', toYear: '2001' }, 10)).toEqual({ fromYear: { key: 'forecasts.errors.yearRange', params: { min: 2000, max: 2100 } } });
  });

  it('refuses an end year before the start year at the end year', () => {
    expect(yearErrors({ fromYear: '2030', toYear: '2029' }, 10)).toEqual({ toYear: { key: 'forecasts.errors.order', params: { from: 2030, to: 2029 } } });
  });

  it('refuses more years than the configured maximum, naming both', () => {
    expect(yearErrors({ fromYear: '2027', toYear: '2037' }, 10)).toEqual({ toYear: { key: 'forecasts.errors.tooManyYears', params: { max: 10, years: 11 } } });
    expect(yearErrors({ fromYear: '2027', toYear: '2028' }, 1)).toEqual({ toYear: { key: 'forecasts.errors.tooManyYears', params: { max: 1, years: 2 } } });
  });
});

describe('the pasted metering points', () => {
  it('reads one code per line, consumption unless the line names PROD, each point once', () => {
    const text = 'CH1008801234500000000000000000001\r\n\n  10000000003 ; prod\n10000000003\tCONS\n10000000003,PROD\nde0001';
    expect(parsePastedPoints(text)).toEqual({
      points: [
        { code: 'CH1008801234500000000000000000001', direction: 'CONS' },
        { code: '10000000003', direction: 'PROD' },
        { code: '10000000003', direction: 'CONS' },
        { code: 'DE0001', direction: 'CONS' },
      ],
      invalidLines: [],
    });
  });

  it('names the lines that hold no point', () => {
    expect(parsePastedPoints('10000000003\nno code here\n10000000003;BOTH\nAB-12').invalidLines).toEqual([2, 3, 4]);
  });

  it('asks for at least one point and at most the command’s maximum', () => {
    const one = [{ code: 'A1', direction: 'CONS' as const }];
    expect(pointsError(one, [])).toBeNull();
    expect(pointsError([], [])).toEqual({ key: 'forecasts.errors.noPoints', params: {} });
    expect(pointsError(one, [2, 5])).toEqual({ key: 'forecasts.errors.pastedLines', params: { lines: '2, 5' } });
    const many = Array.from({ length: MAX_POINTS + 1 }, (_, i) => ({ code: `P${i}`, direction: 'CONS' as const }));
    expect(pointsError(uniquePoints(many), [])).toEqual({ key: 'forecasts.errors.tooManyPoints', params: { max: MAX_POINTS } });
  });
});

describe('where a refusal of the roll-out shows', () => {
  it('at the year or points field it names, else as the roll-out error above the button', () => {
    // A whole point refused (its history) is a roll-out error, not a typo in the field.
    expect(atRolloutField('data.points.0')).toBe(false);
    expect(atRolloutField('data.fromYear')).toBe(true);
    expect(atRolloutField('data.to')).toBe(true);
    expect(atRolloutField('data.points.3.code')).toBe(true);
    expect(atRolloutField('data.history')).toBe(false);
    expect(atRolloutField(undefined)).toBe(false);
    expect(atRolloutField('data')).toBe(false);
  });
});
