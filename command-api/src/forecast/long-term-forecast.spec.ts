import type { LoadProfileEvent, MeteringPointEvent } from '@portal/events';
import { given } from '@portal/events/testing';
import { meteringPointDecider, type MeteringPointState, type Registered } from '../metering-point/metering-point.ts';
import { forecastDecider as decider, historyDays, type ForecastCommand } from './long-term-forecast.ts';

type PointEvent = MeteringPointEvent | LoadProfileEvent;

const code = 'CH1012340800100000000000000000001';
const key = { code, direction: 'CONS' as const };
const forecastId = '5b0e6c1e-6d4a-4f57-9a1b-2c3d4e5f6a7b';
const hash = 'a'.repeat(64);
const registration: Registered = {
  ...key, customerId: '100001', salesPartnerId: '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001', marketArea: 'CH', yearlyQuantityKwh: '120000',
  address: { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' },
  deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null,
};
const registered: PointEvent = { type: 'MeteringPointRegistered', data: registration };
const uploaded = (from: string, to: string, kwh = '100000.000'): PointEvent => ({
  type: 'LoadProfileUploaded',
  data: { ...key, period: { from, to, timeZone: 'Europe/Zurich', resolution: 15 }, file: { hash, format: 'csv', column: 'CONS' }, summary: { kwh, maxKw: '40' } },
});
const aYear = uploaded('2025-01-01', '2025-12-31');
const requested: PointEvent = { type: 'LongTermForecastRequested', data: { ...key, forecastId, years: [2027, 2028] } };
const period = { from: '2027-01-01', to: '2028-12-31', timeZone: 'Europe/Zurich' as const, resolution: 15 as const };
const record: ForecastCommand = {
  type: 'RecordForecast',
  data: { ...key, forecastId, period, file: { hash: 'b'.repeat(64), format: 'f64le', column: 'CONS' }, basedOn: hash, yearly: [{ year: 2027, kwh: '120000.000' }, { year: 2028, kwh: '120000.000' }], hints: [] },
};
const generated: PointEvent = { type: 'LongTermForecastGenerated', data: { ...record.data, years: [2027, 2028] } as Extract<LoadProfileEvent, { type: 'LongTermForecastGenerated' }>['data'] };
const failed: PointEvent = { type: 'LongTermForecastFailed', data: { ...key, forecastId, reason: 'no history' } };
const accepted: PointEvent = { type: 'LongTermForecastAccepted', data: { ...key, forecastId } };
const replacement = { ...key, forecastId, period, file: { hash: 'c'.repeat(64), format: 'csv' as const, column: 'CONS' as const }, summary: { kwh: '240000.000', maxKw: '30' } };
const replaced: PointEvent = { type: 'LongTermForecastReplaced', data: replacement };

const request = (at = 'data.points.2'): ForecastCommand => ({ type: 'RequestForecast', data: { ...key, forecastId, years: [2027, 2028] }, at, limits: { maxRolloutYears: 10 } });

describe('long-term forecast decider', () => {
  describe('RequestForecast (roll-out)', () => {
    it('given a point with a year of history, asks for the forecast of the years', () => {
      given(decider, [registered, aYear]).when(request()).then([requested]);
    });

    it('given a point without history, refuses it at its place in the roll-out', () => {
      given(decider, [registered]).when(request()).thenThrows('VALIDATION_ERROR', 'data.points.2');
    });

    it('given 364 days of history, refuses; 365 days pass', () => {
      given(decider, [registered, uploaded('2025-01-01', '2025-12-30')]).when(request()).thenThrows('VALIDATION_ERROR', 'data.points.2');
      given(decider, [registered, uploaded('2024-06-01', '2025-05-31')]).when(request()).then([requested]);
    });

    it('judges the latest upload, which replaces the history', () => {
      given(decider, [registered, aYear, uploaded('2025-06-01', '2025-06-30')]).when(request()).thenThrows('VALIDATION_ERROR', 'data.points.2');
    });

    it('given a history without energy, refuses it', () => {
      given(decider, [registered, uploaded('2025-01-01', '2025-12-31', '0.000')]).when(request()).thenThrows('VALIDATION_ERROR', 'data.points.2');
    });

    it('given no point, refuses it as a roll-out error at its place', () => {
      given(decider, []).when(request('data.points.0')).thenThrows('VALIDATION_ERROR', 'data.points.0');
    });

    it('given the same forecast was requested, asks nothing again', () => {
      given(decider, [registered, aYear, requested]).when(request()).then([]);
    });
  });

  describe('RecordForecast and RecordForecastFailure (the worker)', () => {
    it('given a requested forecast, stores it generated with the requested years', () => {
      given(decider, [registered, aYear, requested]).when(record).then([generated]);
    });

    it('given no such request, or a forecast generated already, refuses with STATE_ERROR', () => {
      given(decider, [registered, aYear]).when(record).thenThrows('STATE_ERROR', 'data.forecastId');
      given(decider, [registered, aYear, requested, generated]).when(record).thenThrows('STATE_ERROR');
    });

    it('given a requested forecast, records the failure; not after it was generated', () => {
      const failure: ForecastCommand = { type: 'RecordForecastFailure', data: failed.data as { code: string; direction: 'CONS'; forecastId: string; reason: string } };
      given(decider, [registered, requested]).when(failure).then([failed]);
      given(decider, [registered, requested, generated]).when(failure).thenThrows('STATE_ERROR');
    });
  });

  describe('AcceptForecast', () => {
    const accept: ForecastCommand = { type: 'AcceptForecast', data: { ...key, forecastId } };

    it('given a generated forecast, accepts it', () => {
      given(decider, [registered, aYear, requested, generated]).when(accept).then([accepted]);
    });

    it('given a forecast only requested, failed, accepted or replaced, refuses with STATE_ERROR', () => {
      given(decider, [registered, aYear, requested]).when(accept).thenThrows('STATE_ERROR', 'data.forecastId');
      given(decider, [registered, aYear, requested, failed]).when(accept).thenThrows('STATE_ERROR');
      given(decider, [registered, aYear, requested, generated, accepted]).when(accept).thenThrows('STATE_ERROR');
      given(decider, [registered, aYear, requested, generated, replaced]).when(accept).thenThrows('STATE_ERROR');
    });

    it('given an unknown forecast, refuses with STATE_ERROR', () => {
      given(decider, [registered]).when(accept).thenThrows('STATE_ERROR', 'data.forecastId');
    });
  });

  describe('ReplaceForecast', () => {
    const replace: ForecastCommand = { type: 'ReplaceForecast', data: replacement };

    it('given a generated or a failed forecast, replaces it by the file', () => {
      given(decider, [registered, aYear, requested, generated]).when(replace).then([replaced]);
      given(decider, [registered, aYear, requested, failed]).when(replace).then([replaced]);
    });

    it('given a forecast only requested, or accepted already, refuses with STATE_ERROR', () => {
      given(decider, [registered, aYear, requested]).when(replace).thenThrows('STATE_ERROR');
      given(decider, [registered, aYear, requested, generated, accepted]).when(replace).thenThrows('STATE_ERROR');
    });
  });

  it('leaves the metering point decider unaffected by the forecast events on its stream', () => {
    const state = [registered, aYear, requested, generated, accepted].reduce(meteringPointDecider.evolve as (s: MeteringPointState, e: PointEvent) => MeteringPointState, meteringPointDecider.initialState());
    expect(state).toMatchObject({ status: 'active', yearlyQuantityKwh: '120000' });
  });

  it('keeps following the registration beside the forecasts', () => {
    const state = [registered, aYear, requested].reduce(decider.evolve, decider.initialState());
    expect(state.point).toMatchObject({ status: 'active', yearlyQuantityKwh: '120000' });
    expect(historyDays(state.history)).toBe(365);
  });
});
