import type { MeteringAddress, MeteringPointEvent, SeriesPeriod } from '@portal/events';
import { given } from '@portal/events/testing';
import type { MeteringActor } from '../metering-point/metering-point.ts';
import { loadProfileDecider as decider, type PointStreamEvent, type RecordLoadProfile } from './load-profile.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const code = 'CH1012301234500000000000000012345';
const key = { code, direction: 'CONS' as const };
const address: MeteringAddress = { street: 'Bahnhofstrasse', streetNr: '1', place: 'Zürich', zipCode: '8001', country: 'CH', countryState: 'ZH' };
const registered: MeteringPointEvent = {
  type: 'MeteringPointRegistered',
  data: { ...key, customerId: '100001', salesPartnerId: alpha, marketArea: 'CH-SWISSGRID', yearlyQuantityKwh: '125000', address, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null },
};
const period: SeriesPeriod = { from: '2026-03-29', to: '2026-03-29', timeZone: 'Europe/Zurich', resolution: 15 };
const file = { hash: 'a'.repeat(64), format: 'csv' as const, column: 'CONS' as const };
const summary = { kwh: '287.500', maxKw: '12.5' };
const record = (by: MeteringActor, overrides: Partial<RecordLoadProfile['data']> = {}): RecordLoadProfile => ({ type: 'RecordLoadProfile', by, data: { ...key, period, file, summary, ...overrides } });
const uploaded = (overrides: Partial<RecordLoadProfile['data']> = {}): PointStreamEvent => ({ type: 'LoadProfileUploaded', data: { ...key, period, file, summary, ...overrides } });

const customerUser: MeteringActor = { role: 'customer', salesPartnerId: alpha, customerId: '100001' };
const partnerUser: MeteringActor = { role: 'salesPartner', salesPartnerId: alpha };

describe('load profile decider', () => {
  it.each([
    ['its customer', customerUser],
    ['its sales partner', partnerUser],
    ['the admin', { role: 'admin' } as MeteringActor],
  ])('given the point, records an upload by %s', (_who, by) => {
    given(decider, [registered]).when(record(by)).then([uploaded()]);
  });

  it.each([
    ['another customer of the partner', { role: 'customer', salesPartnerId: alpha, customerId: '100002' } as MeteringActor],
    ['another partner', { role: 'salesPartner', salesPartnerId: beta } as MeteringActor],
  ])('refuses %s as it refuses a point that does not exist (403)', (_who, by) => {
    given(decider, [registered]).when(record(by)).thenThrows('ERR_BAD_REQUEST', 'data.code');
    given(decider, []).when(record(by)).thenThrows('ERR_BAD_REQUEST', 'data.code');
  });

  it('given the point was removed, refuses the upload with STATE_ERROR', () => {
    given(decider, [registered, { type: 'MeteringPointRemoved', data: { ...key, customerId: '100001', salesPartnerId: alpha } }]).when(record(customerUser)).thenThrows('STATE_ERROR', 'data.code');
  });

  it('given the same file over the same period, records nothing; another period or file is a new upload', () => {
    given(decider, [registered, uploaded()]).when(record(customerUser)).then([]);
    const later = { ...period, from: '2026-03-30', to: '2026-03-30' };
    given(decider, [registered, uploaded()]).when(record(customerUser, { period: later })).then([uploaded({ period: later })]);
    const other = { ...file, hash: 'b'.repeat(64) };
    given(decider, [registered, uploaded()]).when(record(customerUser, { file: other })).then([uploaded({ file: other })]);
  });

  it('folds forecast events on the stream without losing the point', () => {
    const requested: PointStreamEvent = { type: 'LongTermForecastRequested', data: { ...key, forecastId: '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000ff', years: [2027] } };
    given(decider, [registered, requested]).when(record(customerUser)).then([uploaded()]);
  });
});
