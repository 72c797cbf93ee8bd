import { findingRows, localTimestamp, uploadDeviation, yearlyKwh } from './profile-findings.ts';

const t = (key: string, options?: Record<string, unknown>) => (key === 'errorInfo.loadProfile.commaDecimal' ? 'Dezimalkomma' : String(options?.defaultValue ?? key));

describe('finding rows', () => {
  it('cites a finding by line, column and its quarter hour in the point’s zone, in the user’s language', () => {
    const rows = findingRows(
      [
        { code: 'INVALID_FORMAT', line: 12, column: 3, timestamp: '2026-10-25T01:00:00Z', message: 'decimal comma', key: 'errorInfo.loadProfile.commaDecimal' },
        { code: 'INVALID_FILE', line: null, column: null, message: 'the file is empty', key: 'errorInfo.loadProfile.emptyFile' },
      ],
      'Europe/Zurich',
      t,
    );
    expect(rows).toEqual([
      { line: 12, column: 3, timestamp: '25.10.2026 02:00 (UTC+01:00)', message: 'Dezimalkomma', key: 'errorInfo.loadProfile.commaDecimal' },
      { line: null, column: null, timestamp: '', message: 'the file is empty', key: 'errorInfo.loadProfile.emptyFile' },
    ]);
  });

  it('keeps the API’s message for a finding without a load profile rule', () => {
    expect(findingRows([{ code: 'VALIDATION_ERROR', line: 2, column: 1, message: 'refused', key: '' }], 'Europe/Berlin', t)[0]?.message).toBe('refused');
  });

  it('writes the summer and the winter 02:00 of October apart', () => {
    expect(localTimestamp('2026-10-25T02:00:00+02:00', 'Europe/Berlin')).toBe('25.10.2026 02:00 (UTC+02:00)');
    expect(localTimestamp('2026-10-25T02:00:00+01:00', 'Europe/Berlin')).toBe('25.10.2026 02:00 (UTC+01:00)');
    expect(localTimestamp('not a time', 'Europe/Berlin')).toBe('not a time');
  });
});

describe('the 10 % question before an upload', () => {
  it('takes a whole year as it is and scales a shorter period to 365 days', () => {
    expect(yearlyKwh('1000000', 365).toFixed()).toBe('1000000');
    expect(yearlyKwh('1000000', 366).toFixed()).toBe('1000000');
    expect(yearlyKwh('2400', 1).toFixed()).toBe('876000');
  });

  it('asks above 10 % either way, not at 10 %', () => {
    expect(uploadDeviation('1120000', 365, '1000000')).toEqual({ percent: '12.00', ask: true });
    expect(uploadDeviation('880000', 365, '1000000')).toEqual({ percent: '-12.00', ask: true });
    expect(uploadDeviation('1100000', 365, '1000000')).toEqual({ percent: '10.00', ask: false });
    expect(uploadDeviation('2400', 1, '876000')).toEqual({ percent: '0.00', ask: false });
  });
});
