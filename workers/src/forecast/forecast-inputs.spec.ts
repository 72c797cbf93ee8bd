import { defaultPlatformConfig, type LoadProfileEvent, type MeteringPointEvent } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { quarterHourValues } from '@portal/events/units';
import { f64le, ForecastFailure, forecastSubject, historySeries, zoneOfCountry } from './forecast-inputs.ts';

type PointEvent = MeteringPointEvent | LoadProfileEvent;

const key = { code: 'CH1012340800100000000000000000001', direction: 'CONS' as const };
const forecastId = '5b0e6c1e-6d4a-4f57-9a1b-2c3d4e5f6a7b';
const address = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH' as const, countryState: 'ZH' };
const registered = {
  type: 'MeteringPointRegistered',
  data: { ...key, customerId: '100001', salesPartnerId: 'p', marketArea: 'CH', yearlyQuantityKwh: '120000', address, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null },
} as PointEvent;
const upload = (hash: string): PointEvent => ({
  type: 'LoadProfileUploaded',
  data: { ...key, period: { from: '2025-01-01', to: '2025-12-31', timeZone: 'Europe/Zurich', resolution: 15 }, file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh: '1', maxKw: '1' } },
});
const requested: PointEvent = { type: 'LongTermForecastRequested', data: { ...key, forecastId, years: [2027] } };

describe('forecast inputs', () => {
  describe('forecastSubject', () => {
    it('takes the history uploaded before the request, the current yearly quantity and address', () => {
      const changed = { type: 'MeteringPointYearlyQuantityChanged', data: { ...key, yearlyQuantityKwh: '90000', validFrom: '2026-01-01' } } as PointEvent;
      const subject = forecastSubject([registered, upload('a'.repeat(64)), requested, upload('b'.repeat(64)), changed], forecastId);
      expect(subject).toMatchObject({ pending: true, years: [2027], yearlyQuantityKwh: '90000', address });
      expect(subject.history?.file.hash).toBe('a'.repeat(64));
    });

    it('is no longer pending once the forecast has an outcome, so a replay does nothing', () => {
      const failed: PointEvent = { type: 'LongTermForecastFailed', data: { ...key, forecastId, reason: 'x' } };
      expect(forecastSubject([registered, requested, failed], forecastId).pending).toBe(false);
      expect(forecastSubject([registered], forecastId).pending).toBe(false);
    });
  });

  it('writes little-endian float64 values, the years one after the other', () => {
    const bytes = f64le([quarterHourValues('2026-12-31T23:00:00Z', 'kW', Float64Array.of(1.5, 2)), quarterHourValues('2027-12-31T23:00:00Z', 'kW', Float64Array.of(-0.25))]);
    expect(bytes.length).toBe(24);
    const view = new DataView(bytes.buffer);
    expect([view.getFloat64(0, true), view.getFloat64(8, true), view.getFloat64(16, true)]).toEqual([1.5, 2, -0.25]);
    expect(Array.from(bytes.subarray(0, 8))).toEqual([0, 0, 0, 0, 0, 0, 0xf8, 0x3f]);
  });

  describe('historySeries', () => {
    const period = { from: '2025-03-30', to: '2025-03-30', timeZone: 'Europe/Zurich' as const };

    it('reads an hourly file as four equal quarter hours each, on a 23-hour day too', () => {
      const file = luxonProfile({ ...period, resolution: 60, directions: 'CONS' }, 'iso', (i) => String(i));
      const series = historySeries(Buffer.from(file), { period: { ...period, resolution: 60 }, file: { hash: 'a'.repeat(64), format: 'csv', column: 'CONS' } });
      expect(series.start).toMatch(/^2025-03-29T23:00:00(\.000)?Z$/);
      expect(series).toMatchObject({ minutes: 15, unit: 'kW' });
      expect(series.values.length).toBe(92);
      expect(Array.from(series.values.subarray(0, 8))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    });

    it("reads its own column of a file uploaded for both directions", () => {
      const file = luxonProfile({ ...period, resolution: 15, directions: 'BOTH' }, 'iso', () => '7.5');
      const series = historySeries(Buffer.from(file), { period: { ...period, resolution: 15 }, file: { hash: 'a'.repeat(64), format: 'csv', column: 'PROD' } });
      expect(series.values.length).toBe(92);
      expect(series.values[0]).toBe(7.5);
    });

    it('fails readably on a file that is not the period it claims', () => {
      const file = luxonProfile({ ...period, resolution: 15, directions: 'CONS' });
      expect(() => historySeries(Buffer.from(file), { period: { ...period, to: '2025-03-31', resolution: 15 }, file: { hash: 'a'.repeat(64), format: 'csv', column: 'CONS' } })).toThrow(ForecastFailure);
    });
  });

  it("takes the zone of the point's country from the configuration", () => {
    expect(zoneOfCountry(defaultPlatformConfig, 'DE')).toBe('Europe/Berlin');
    expect(() => zoneOfCountry(defaultPlatformConfig, 'FR')).toThrow(ForecastFailure);
  });
});
