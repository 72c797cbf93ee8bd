import { defaultPlatformConfig, meteringPointStream, platformConfigStream } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { outgoingFile } from '../runtime/reaction-ports.ts';
import type { PortalCommand } from '../runtime/reactor.ts';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { forecastReactor } from './forecast-reactor.ts';
import { forecastOutcomeCommandId } from './generate-requested.ts';

const code = 'CH1012340800100000000000000000001';
const point = meteringPointStream(code, 'CONS');
const forecastId = '6f1c2a3b-4d5e-4f60-8a7b-000000000001';
const zurich = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' };
const salesPartnerId = '11111111-1111-4111-8111-111111111111';
const period = { from: '2025-01-01', to: '2025-12-31', resolution: 15 as const, timeZone: 'Europe/Zurich' as const };
const historyCsv = Buffer.from(luxonProfile({ ...period, directions: 'CONS' }, 'iso', (i) => (Math.floor(i / 96) % 7 >= 5 ? '8' : '20')));
const historyHash = outgoingFile(historyCsv, 'text/csv').hash;

const seeded = recorded('PlatformConfigSeeded', { lists: defaultPlatformConfig }, 1, platformConfigStream);
const registered = recorded(
  'MeteringPointRegistered',
  { code, direction: 'CONS', customerId: '100001', salesPartnerId, marketArea: 'CH', yearlyQuantityKwh: '120000', address: zurich, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null },
  2,
  point,
);
const uploaded = recorded('LoadProfileUploaded', { code, direction: 'CONS', period, file: { hash: historyHash, format: 'csv', column: 'CONS' }, summary: { kwh: '100000.000', maxKw: '20' } }, 3, point);
const requested = recorded('LongTermForecastRequested', { code, direction: 'CONS', forecastId, years: [2027] }, 4, point);
const failure = (reason: string | RegExp): PortalCommand => ({
  type: 'RecordLongTermForecastFailure',
  data: { code, direction: 'CONS', forecastId, reason: typeof reason === 'string' ? reason : (expect.stringMatching(reason) as string) },
  commandId: forecastOutcomeCommandId(forecastId),
});

describe('forecast reaction', () => {
  it('generates the requested year scaled to the yearly quantity, the values as the command\'s f64le file, under the forecast\'s own commandId', async () => {
    const [asked, ...more] = await given([seeded, registered, uploaded], { files: [historyCsv] }).when(forecastReactor, requested).asked();
    expect(more).toEqual([]);
    expect(asked).toMatchObject({
      type: 'RecordLongTermForecast',
      commandId: forecastOutcomeCommandId(forecastId),
      data: { code, direction: 'CONS', forecastId, basedOn: historyHash, period: { from: '2027-01-01', to: '2027-12-31', timeZone: 'Europe/Zurich', resolution: 15 }, yearly: [{ year: 2027, kwh: '120000.000' }] },
    });
    const [file] = asked?.files ?? [];
    // 2027 has 35,040 quarter hours of 8 bytes each; the data names the file by its hash.
    expect(file?.bytes.length).toBe(8 * 35_040);
    expect(asked?.data).toMatchObject({ file: { hash: file?.hash, format: 'f64le', column: 'CONS' } });
  });

  it('asks for the failure with a reason the admin can act on when the point has no history, or its file is missing', async () => {
    await given([seeded, registered]).when(forecastReactor, requested).then([failure(/has no historic load profile/)]);
    await given([seeded, registered, uploaded]).when(forecastReactor, requested).then([failure(`the historic load profile ${historyHash} is missing from the file store`)]);
  });

  it('asks for the failure when the history is shorter than 365 whole days', async () => {
    const half = { ...period, to: '2025-06-30' };
    const csv = Buffer.from(luxonProfile({ ...half, directions: 'CONS' }, 'iso'));
    const short = recorded('LoadProfileUploaded', { code, direction: 'CONS', period: half, file: { hash: outgoingFile(csv, 'text/csv').hash, format: 'csv', column: 'CONS' }, summary: { kwh: '1.000', maxKw: '12.5' } }, 3, point);
    await given([seeded, registered, short], { files: [csv] }).when(forecastReactor, requested).then([failure(/365/)]);
  });

  it('asks for nothing on a replay: the forecast already has its outcome', async () => {
    const failed = recorded('LongTermForecastFailed', { code, direction: 'CONS', forecastId, reason: 'no history' }, 5, point);
    await given([seeded, registered, failed]).when(forecastReactor, requested).then([]);
  });

  it('fails (stopping the worker) when the platform configuration is not seeded: nothing the admin can fix on the point', async () => {
    await given([registered, uploaded], { files: [historyCsv] }).when(forecastReactor, requested).thenFails('the platform configuration has not been seeded yet');
  });
});
