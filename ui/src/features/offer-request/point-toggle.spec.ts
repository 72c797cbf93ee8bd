import type { PointChoice } from './load-profile-choice.ts';
import { pointToggled } from './point-toggle.ts';

const point = (code: string, history: PointChoice['history']): PointChoice => ({ code, direction: 'CONS', marketArea: 'CH', yearlyQuantityKwh: '1000', history });
const ch1 = point('CH1', { from: '2025-01-01', to: '2025-12-31', kwh: '1000' });
const ch2 = point('CH2', { from: '2024-06-01', to: '2025-11-30', kwh: '1000' });
const points = [ch1, ch2];
const noRange = { histRangeStart: '', histRangeEnd: '' };

describe('ticking a point in the load profile step', () => {
  it('given no range, when a point is ticked, then the range is its history and the offer question is asked again', () => {
    expect(pointToggled(points, { meteringPoints: [], ...noRange }, ch1, true)).toEqual({
      meteringPoints: [{ code: 'CH1', direction: 'CONS' }],
      deviationConfirmed: false,
      histRangeStart: '01.01.2025',
      histRangeEnd: '31.12.2025',
    });
  });

  it('given the range of the chosen histories, when another point is ticked, then the range narrows to what both share', () => {
    const values = { meteringPoints: [{ code: 'CH1', direction: 'CONS' as const }], histRangeStart: '01.01.2025', histRangeEnd: '31.12.2025' };
    expect(pointToggled(points, values, ch2, true)).toMatchObject({ histRangeStart: '01.01.2025', histRangeEnd: '30.11.2025' });
  });

  it('given a range the user set, when a point is ticked, then the range stays', () => {
    const values = { meteringPoints: [{ code: 'CH1', direction: 'CONS' as const }], histRangeStart: '01.02.2025', histRangeEnd: '31.10.2025' };
    expect(pointToggled(points, values, ch2, true)).toEqual({ meteringPoints: [{ code: 'CH1', direction: 'CONS' }, { code: 'CH2', direction: 'CONS' }], deviationConfirmed: false });
  });

  it('given the only chosen point, when it is unticked, then no point and no range are left', () => {
    const values = { meteringPoints: [{ code: 'CH1', direction: 'CONS' as const }], histRangeStart: '01.01.2025', histRangeEnd: '31.12.2025' };
    expect(pointToggled(points, values, ch1, false)).toEqual({ meteringPoints: [], deviationConfirmed: false, ...noRange });
  });
});
