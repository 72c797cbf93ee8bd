import type { ProfileStatus } from '@portal/events/read-contracts';
import { checkUrl, exportUrl, periodDays, profileYears, timeSeriesUrl, zoneOfCountry } from './load-profile-query.ts';

const status = (history: ProfileStatus['history'], forecasts: Partial<ProfileStatus['forecasts'][number]>[] = []): ProfileStatus => ({
  code: 'CH1',
  direction: 'CONS',
  history,
  forecasts: forecasts.map((f, i) => ({ forecastId: String(i), status: 'GENERATED', years: [], yearly: [], hints: [], reason: null, updatedAt: '2026-01-01T00:00:00Z', ...f })),
});
const history = { from: '2024-03-01', to: '2025-02-28', kwh: '1000', maxKw: '5', uploadedAt: '2025-03-01T10:00:00Z' };

describe('the load profile queries', () => {
  it('cuts a point’s days in the zone of its country', () => {
    expect(zoneOfCountry('CH')).toBe('Europe/Zurich');
    expect(zoneOfCountry('DE')).toBe('Europe/Berlin');
  });

  it('asks the check with the form’s period, resolution, directions and zone', () => {
    expect(checkUrl({ from: '2026-03-29', to: '2026-03-29', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' })).toBe(
      '/api/loadprofiles/check?from=2026-03-29&to=2026-03-29&resolution=15&directions=CONS&timeZone=Europe%2FZurich',
    );
    expect(checkUrl({ from: '2026-01-01', to: '2026-12-31', resolution: 60, directions: 'BOTH', timeZone: 'Europe/Berlin' })).toContain('resolution=60&directions=BOTH&timeZone=Europe%2FBerlin');
  });

  it('turns a delivery year, a month and "all" into local days, both included', () => {
    expect(periodDays({ kind: 'year', year: 2026 }, [])).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodDays({ kind: 'month', year: 2024, month: 2 }, [])).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodDays({ kind: 'month', year: 2026, month: 10 }, [])).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodDays({ kind: 'all' }, [2024, 2025, 2027])).toEqual({ from: '2024-01-01', to: '2027-12-31' });
    expect(periodDays({ kind: 'all' }, [])).toBeNull();
  });

  it('knows the years of the history and of every forecast that did not fail', () => {
    expect(profileYears(undefined)).toEqual([]);
    expect(profileYears(status(null))).toEqual([]);
    expect(profileYears(status(history, [{ years: [2027, 2026] }, { status: 'FAILED', years: [2030] }]))).toEqual([2024, 2025, 2026, 2027]);
  });

  it('asks the time series of up to ten points, not summed, at most 2,000 buckets', () => {
    const url = timeSeriesUrl(
      [
        { code: 'CH1', direction: 'CONS' },
        { code: '51238696781', direction: 'PROD' },
      ],
      'FORECAST',
      { from: '2026-01-01', to: '2026-12-31' },
    );
    expect(url).toBe('/api/timeseries?points=CH1%3ACONS%2C51238696781%3APROD&kind=FORECAST&from=2026-01-01&to=2026-12-31&sum=false&maxPoints=2000');
  });

  it('exports one point’s history over its period', () => {
    expect(exportUrl({ code: 'CH1', direction: 'CONS' }, 'HISTORY', history)).toBe('/api/timeseries/export.csv?point=CH1%3ACONS&kind=HISTORY&from=2024-03-01&to=2025-02-28');
  });
});
