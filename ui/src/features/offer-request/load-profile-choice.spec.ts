import { chosenPoints, deviatingPoints, fitsDirection, historyPerYear, type PointChoice, sharedHistory, uploadDeviation } from './load-profile-choice.ts';

const year2025 = { from: '2025-01-01', to: '2025-12-31', kwh: '1000000' };
const point = (overrides: Partial<PointChoice> = {}): PointChoice => ({ code: 'CH1', direction: 'CONS', marketArea: 'CH', yearlyQuantityKwh: '1000000', history: year2025, ...overrides });

describe('load profile choice', () => {
  it('lets a point into a request of its direction or of both', () => {
    expect(fitsDirection({ direction: 'PROD' }, 'BOTH')).toBe(true);
    expect(fitsDirection({ direction: 'PROD' }, 'CONS')).toBe(false);
    expect(fitsDirection({ direction: 'CONS' }, 'CONS')).toBe(true);
  });

  it('keeps the chosen points of the list, by code and direction', () => {
    const points = [point(), point({ direction: 'PROD' }), point({ code: 'CH2' })];
    expect(chosenPoints(points, [{ code: 'CH1', direction: 'PROD' }]).map((p) => `${p.code}:${p.direction}`)).toEqual(['CH1:PROD']);
  });

  it('finds the period every chosen history covers', () => {
    expect(sharedHistory([point(), point({ history: { from: '2024-06-01', to: '2025-11-30', kwh: '1' } }), point({ history: null })])).toEqual({ from: '2025-01-01', to: '2025-11-30' });
    expect(sharedHistory([point({ history: null })])).toBeNull();
    expect(sharedHistory([point(), point({ history: { from: '2023-01-01', to: '2023-12-31', kwh: '1' } })])).toBeNull();
  });

  it('scales a history that is not a year to one', () => {
    expect(historyPerYear(year2025).toFixed()).toBe('1000000');
    expect(historyPerYear({ from: '2025-01-01', to: '2025-01-10', kwh: '1000' }).toFixed()).toBe('36500');
  });

  it('asks about points whose declared volume lies more than 10 % from their history, either way', () => {
    const points = [
      point({ code: 'UP', yearlyQuantityKwh: '1100001' }),
      point({ code: 'EXACT', yearlyQuantityKwh: '1100000' }),
      point({ code: 'DOWN', yearlyQuantityKwh: '850000' }),
      point({ code: 'NONE', history: null }),
    ];
    expect(deviatingPoints(points)).toEqual([
      { code: 'UP', direction: 'CONS', percent: '10.00' },
      { code: 'DOWN', direction: 'CONS', percent: '-15.00' },
    ]);
  });

  it('asks before uploading a history far from the declared quantity', () => {
    expect(uploadDeviation({ from: '2025-01-01', to: '2025-12-31', kwh: '100000' }, '150000')).toEqual({ percent: '50.00', ask: true });
    // 181 days scale to a year: 50000 * 365 / 181 = 100828.7 kWh
    expect(uploadDeviation({ from: '2025-01-01', to: '2025-06-30', kwh: '50000' }, '105000')).toEqual({ percent: '4.14', ask: false });
  });
});
