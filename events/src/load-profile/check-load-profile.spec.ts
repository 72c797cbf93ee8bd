import { checkLoadProfile } from './check-load-profile.ts';
import type { LoadProfileOptions } from './check-options.ts';
import { maxListedProblems } from './problems.ts';
import { limits, luxonProfile, withValue } from './testing/profile-files.ts';

const day: LoadProfileOptions = { from: '2026-06-01', to: '2026-06-01', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' };
const good = luxonProfile(day);
const check = (text: string, options: Partial<LoadProfileOptions> = {}, overrides: Partial<typeof limits> = {}) =>
  checkLoadProfile(text, { ...day, ...options }, { ...limits, ...overrides });
const keys = (text: string, options: Partial<LoadProfileOptions> = {}, overrides: Partial<typeof limits> = {}) =>
  check(text, options, overrides).problems.map((p) => p.key.replace('errorInfo.loadProfile.', ''));

describe('checkLoadProfile', () => {
  it('accepts a well-formed day and sums it: 96 quarter hours of 12.5 kW are 300 kWh', () => {
    expect(check(good)).toMatchObject({ valid: true, rows: 96, layout: 'iso', problems: [], problemCount: 0, summary: { kwh: '300.000', maxKw: '12.5' } });
  });

  describe('file and columns', () => {
    it('refuses an empty file as INVALID_FILE', () => {
      expect(check('')).toMatchObject({ valid: false, problems: [{ code: 'INVALID_FILE', key: 'errorInfo.loadProfile.emptyFile' }] });
      expect(check('\r\n \n')).toMatchObject({ valid: false, problems: [{ code: 'INVALID_FILE' }] });
    });

    it('wants 3 columns for one direction, naming the header line', () => {
      const four = good.replace('from;to;kW', 'from;to;kW_CONS;kW_PROD');
      expect(check(four).problems).toEqual([expect.objectContaining({ code: 'INVALID_FORMAT', line: 1, column: 4, key: 'errorInfo.loadProfile.columns' })]);
    });

    it('wants 4 columns for BOTH and accepts them', () => {
      const both = luxonProfile({ ...day, directions: 'BOTH' });
      expect(check(both, { directions: 'BOTH' })).toMatchObject({ valid: true, summary: { kwh: '300.000', byDirection: { CONS: { kwh: '300.000' }, PROD: { kwh: '300.000' } } } });
      expect(keys(good, { directions: 'BOTH' })).toEqual(['columns']);
    });

    it('cites a data row with a column too few', () => {
      const lines = good.split('\r\n');
      lines[5] = lines[5]!.split(';').slice(0, 2).join(';');
      expect(check(lines.join('\n')).problems).toEqual([expect.objectContaining({ code: 'INVALID_FORMAT', line: 6, column: 3, timestamp: '2026-06-01T01:00:00+02:00' })]);
    });

    it('takes a semicolon at the end of every line', () => {
      expect(check(good.replace(/\r\n/g, ';\r\n')).valid).toBe(true);
      expect(keys(good.replace(/\r\n/g, ';x\r\n'))).toEqual(['columns']);
    });

    it('says when a file is comma-separated', () => {
      expect(check(good.replaceAll(';', ',')).problems[0]?.message).toMatch(/not semicolon-separated/);
    });
  });

  describe('header', () => {
    it('accepts from;to;kW, kW_CONS for consumption and the German von;bis, in any case', () => {
      expect(check(good.replace('from;to;kW', 'von;bis;KW_cons')).valid).toBe(true);
    });

    it('refuses a header of the other direction, cited at its column', () => {
      expect(check(good.replace('from;to;kW', 'from;to;kW_PROD')).problems).toEqual([expect.objectContaining({ line: 1, column: 3, key: 'errorInfo.loadProfile.header' })]);
    });

    it('refuses kWh for kW', () => {
      expect(keys(good.replace('from;to;kW', 'from;to;kWh'))).toEqual(['header']);
    });

    it('says when the header is missing and still reads the first line as data', () => {
      const headless = good.split('\r\n').slice(1).join('\n');
      expect(keys(headless)).toEqual(['header']);
    });

    it("skips Excel's sep=; line", () => {
      expect(check(`sep=;\r\n${good}`).valid).toBe(true);
    });

    it('skips comment lines starting with # and empty lines, keeping line numbers', () => {
      const commented = `# Lastgang Zähler 4711\n${good.replace('\r\n', '\r\n# exportiert\r\n\r\n')}`;
      expect(check(commented).valid).toBe(true);
      const lines = commented.split(/\r?\n/);
      lines[6] = lines[6]!.replace(/12\.5$/, 'x');
      expect(check(lines.join('\n')).problems[0]).toMatchObject({ line: 7, key: 'errorInfo.loadProfile.notNumeric', timestamp: '2026-06-01T00:30:00+02:00' });
    });
  });

  describe('period', () => {
    it('refuses a file of the wrong length: the row count and where it ends', () => {
      const short = good.split('\r\n').slice(0, 90).join('\n');
      expect(keys(short)).toEqual(['rowCount', 'end']);
      expect(check(short).problems[1]).toMatchObject({ line: 90, timestamp: '2026-06-01T22:15:00+02:00' });
    });

    it('refuses a file that starts late', () => {
      const late = luxonProfile({ ...day, from: '2026-05-31' }).split('\r\n');
      const text = [late[0], ...late.slice(97)].join('\n');
      expect(keys(text, { from: '2026-05-31' })[0]).toBe('start');
    });

    it('refuses rows outside the period', () => {
      expect(keys(luxonProfile({ ...day, from: '2026-06-02', to: '2026-06-02' }))[0]).toBe('outsidePeriod');
    });

    it('cites a gap by its first missing quarter hour, once', () => {
      const lines = good.split('\r\n');
      lines.splice(10, 2);
      const found = check(lines.join('\n')).problems;
      expect(found[0]).toMatchObject({ key: 'errorInfo.loadProfile.gap', line: 11, timestamp: '2026-06-01T02:15:00+02:00' });
      expect(found.filter((p) => p.key === 'errorInfo.loadProfile.gap')).toHaveLength(1);
    });

    it('cites a repeated row with the line of the first', () => {
      const lines = good.split('\r\n');
      lines.splice(11, 0, lines[10]!);
      expect(check(lines.join('\n')).problems[0]).toMatchObject({ key: 'errorInfo.loadProfile.duplicate', line: 12, message: expect.stringMatching(/first on line 11/) });
    });

    it('refuses a "to" that does not close its quarter hour', () => {
      const lines = good.split('\r\n');
      lines[3] = lines[3]!.replace(/;2026-06-01T00:45:00\+02:00;/, ';2026-06-01T01:00:00+02:00;');
      expect(check(lines.join('\n')).problems).toEqual([expect.objectContaining({ key: 'errorInfo.loadProfile.to', line: 4, column: 2 })]);
    });

    it('refuses invalid timestamps as INVALID_FORMAT at their cell', () => {
      const lines = good.split('\r\n');
      lines[2] = lines[2]!.replace('2026-06-01T00:15:00+02:00;', '2026-06-31T00:15:00+02:00;');
      expect(check(lines.join('\n')).problems[0]).toMatchObject({ code: 'INVALID_FORMAT', key: 'errorInfo.loadProfile.timestamp', line: 3, column: 1 });
      lines[2] = lines[2]!.replace('2026-06-31T00:15:00+02:00;', '1.6.2026 0:15;');
      expect(check(lines.join('\n')).problems[0]).toMatchObject({ code: 'INVALID_FORMAT', line: 3, column: 1 });
    });

    it('accepts UTC timestamps (Z) and 24:00 closing a local day', () => {
      expect(check(luxonProfile(day).replace(/\+02:00/g, 'Z'), {}, {})).toMatchObject({ valid: false });
      const utc = luxonProfile({ ...day, timeZone: 'Europe/Zurich' })
        .split('\r\n')
        .map((l, i) => (i === 0 || l === '' ? l : l.replace(/(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\+02:00/g, (_m, wall: string) => new Date(Date.parse(`${wall}+02:00`)).toISOString().replace('.000', ''))))
        .join('\n');
      expect(check(utc).valid).toBe(true);
      const local = luxonProfile(day, 'local').replace('02.06.2026 00:00', '01.06.2026 24:00');
      expect(check(local).valid).toBe(true);
    });
  });

  describe('values', () => {
    it('refuses a decimal comma with its own finding', () => {
      expect(check(withValue(good, 3, '12,5')).problems).toEqual([
        expect.objectContaining({ code: 'INVALID_FORMAT', key: 'errorInfo.loadProfile.commaDecimal', line: 5, column: 3, timestamp: '2026-06-01T00:45:00+02:00' }),
      ]);
    });

    it('refuses text that is no number', () => {
      for (const text of ['abc', '1e3', '12.', '.5', '1.2.3', '+4']) expect(keys(withValue(good, 0, text))).toEqual(['notNumeric']);
    });

    it('refuses negative values', () => {
      expect(check(withValue(good, 7, '-0.5')).problems).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', key: 'errorInfo.loadProfile.negative', line: 9 })]);
    });

    it('refuses values above the maximum as THRESHOLD_EXCEEDED, and takes the maximum itself', () => {
      expect(check(withValue(good, 0, '100000.001')).problems).toEqual([expect.objectContaining({ code: 'THRESHOLD_EXCEEDED', key: 'errorInfo.loadProfile.aboveMaximum' })]);
      expect(keys(withValue(good, 0, '99999999999999999999'))).toEqual(['aboveMaximum']);
      expect(check(withValue(good, 0, '100000')).valid).toBe(true);
    });

    it('cites a missing value by its quarter hour', () => {
      expect(check(withValue(good, 95, ' ')).problems).toEqual([
        expect.objectContaining({ code: 'VALIDATION_ERROR', key: 'errorInfo.loadProfile.missingValue', line: 97, column: 3, timestamp: '2026-06-01T23:45:00+02:00', message: 'no value for 2026-06-01T23:45:00+02:00' }),
      ]);
    });

    it('checks the kW step exactly: 0.3 and 1.0010000 are multiples of 0.001, 0.0005 is not', () => {
      expect(check(withValue(withValue(good, 0, '0.3'), 1, '1.0010000')).valid).toBe(true);
      expect(keys(withValue(good, 0, '0.0005'))).toEqual(['kwStep']);
      expect(keys(withValue(good, 0, '2.0000001'))).toEqual(['kwStep']);
      expect(keys(withValue(good, 0, '0.3'), {}, { kwStep: 0.1 })).toEqual([]);
      expect(keys(withValue(good, 0, '0.25'), {}, { kwStep: 0.1 })).toEqual(['kwStep']);
    });

    it('wants a share of values above the threshold', () => {
      const mostlyIdle = luxonProfile(day, 'iso', (i) => (i < 19 ? '5' : '0'));
      expect(check(mostlyIdle).problems).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', key: 'errorInfo.loadProfile.shareAboveThreshold', line: null, message: expect.stringMatching(/^19\.79 %/) })]);
      // 20 of 96 are 20.83 %: enough for the default 20 %
      expect(check(luxonProfile(day, 'iso', (i) => (i < 20 ? '5' : '0'))).valid).toBe(true);
      expect(keys(luxonProfile(day, 'iso', (i) => (i < 48 ? '5' : '0')), {}, { minShareAboveThresholdPercent: 50 })).toEqual([]);
      expect(keys(luxonProfile(day, 'iso', (i) => (i < 48 ? '5' : '1')), {}, { minShareAboveThresholdPercent: 50.01, thresholdKw: 1 })).toEqual(['shareAboveThreshold']);
    });

    it('wants a minimum sum only for orders', () => {
      const small = luxonProfile(day, 'iso', () => '40'); // 960 kWh
      expect(keys(small, { forOrder: true })).toEqual(['minimumSum']);
      expect(keys(small)).toEqual([]);
      expect(keys(luxonProfile(day, 'iso', () => '41.667'), { forOrder: true })).toEqual([]); // 1000.008 kWh
    });
  });

  describe('summary and answer', () => {
    it('rounds the kWh half up to 3 decimals', () => {
      // one value of 0.002 kW for a quarter hour is 0.0005 kWh
      const tiny = luxonProfile(day, 'iso', (i) => (i === 0 ? '0.002' : '0'));
      expect(check(tiny, {}, { minShareAboveThresholdPercent: 0 }).summary).toMatchObject({ kwh: '0.001', maxKw: '0.002' });
    });

    it('answers the values when asked and the file is valid', () => {
      const answer = check(luxonProfile(day, 'iso', (i) => String(i)), { withValues: true });
      expect(answer.values?.CONS).toMatchObject({ start: '2026-05-31T22:00:00.000Z', minutes: 15, unit: 'kW' });
      expect(Array.from(answer.values?.CONS?.values ?? []).slice(0, 3)).toEqual([0, 1, 2]);
      expect(check(withValue(good, 0, 'x'), { withValues: true }).values).toBeUndefined();
    });

    it(`lists at most ${maxListedProblems} findings and counts them all`, () => {
      const allBad = luxonProfile(day, 'iso', () => '1,5');
      const answer = check(allBad);
      expect(answer.problems).toHaveLength(96);
      const year: LoadProfileOptions = { ...day, from: '2026-01-01', to: '2026-01-31' };
      const month = check(luxonProfile(year, 'iso', () => '-1'), year);
      expect({ listed: month.problems.length, count: month.problemCount }).toEqual({ listed: maxListedProblems, count: 2976 });
    });

    it('refuses options that name no period', () => {
      expect(() => check(good, { to: '2026-05-31' })).toThrow(RangeError);
      expect(() => check(good, { from: '2026-02-30' })).toThrow(RangeError);
    });
  });
});
