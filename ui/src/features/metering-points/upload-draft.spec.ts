import { daysOf, uploadOptions } from './upload-draft.ts';

describe('the upload form’s options', () => {
  it('reads dd.mm.yyyy days and keeps resolution, directions and the point’s zone', () => {
    expect(uploadOptions({ from: '29.03.2026', to: ' 30.03.2026 ', resolution: '60', directions: 'BOTH' }, 'Europe/Berlin')).toEqual({
      options: { from: '2026-03-29', to: '2026-03-30', resolution: 60, directions: 'BOTH', timeZone: 'Europe/Berlin' },
      errors: {},
    });
  });

  it('names the field of a missing, impossible or reversed day', () => {
    expect(uploadOptions({ from: '', to: '31.06.2026', resolution: '15', directions: 'CONS' }, 'Europe/Zurich')).toEqual({
      options: null,
      errors: { from: { key: 'errorInfo.required', params: {} }, to: { key: 'meteringPoints.errors.date', params: {} } },
    });
    expect(uploadOptions({ from: '02.01.2026', to: '01.01.2026', resolution: '15', directions: 'CONS' }, 'Europe/Zurich').errors).toEqual({ to: { key: 'meteringPoints.errors.periodOrder', params: {} } });
  });

  it('counts the period’s days, both included', () => {
    const options = (from: string, to: string) => ({ from, to, resolution: 15 as const, directions: 'CONS' as const, timeZone: 'Europe/Zurich' as const });
    expect(daysOf(options('2026-03-29', '2026-03-29'))).toBe(1);
    expect(daysOf(options('2024-01-01', '2024-12-31'))).toBe(366);
    expect(daysOf(options('2026-03-01', '2026-03-31'))).toBe(31);
  });
});
