import { randomUUID } from 'node:crypto';
import { runSystemCommand } from '@portal/command-api';
import { customerIdOfStream, portalCatalog, principalFrom } from '@portal/events';
import { luxonProfile } from '@portal/events/load-profile/testing';
import { createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { openTestSession } from '@portal/platform/testing';
import { profileStatusView, TimeSeriesProjection, waitForCheckpoint } from '@portal/projections';
import { firm } from '../../command-api/src/customer/testing/customer-fixtures.ts';
import { registration, swissCode, swissPoint } from '../../command-api/src/metering-point/testing/metering-fixtures.ts';
import { alphaId, betaId, partner } from '../../command-api/src/sales-partner/testing/partner-fixtures.ts';
import { startSystem, systemOperatorToken, type System } from './system-harness.ts';

// A load profile from the file to the chart over a real socket: upload, command, the
// time-series projection following the log, the chart and the export; a rebuild changes nothing.

describe('load profile upload to chart over HTTP', () => {
  let system: System;
  let projection: TimeSeriesProjection;
  let customerId: string;
  const operator = { authorization: `Bearer ${systemOperatorToken}` };
  const code = swissCode(7);
  const period = { from: '2026-10-24', to: '2026-10-26', resolution: 15 as const, directions: 'CONS' as const, timeZone: 'Europe/Zurich' as const };
  const file = luxonProfile(period, 'iso', (i) => String((i % 40) / 4));

  beforeAll(async () => {
    system = await startSystem({ sessions: true });
    const catalog = portalCatalog();
    const eventStore = system.eventStore as SqlEventStore;
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner({ salesPartnerId: betaId, name: 'Beta Strom GmbH', subdomain: 'beta', domains: ['beta.localhost'] }));
    const seller = { userId: randomUUID(), role: 'salesPartner' as const, salesPartnerId: alphaId };
    customerId = customerIdOfStream((await runSystemCommand({ eventStore, catalog }, 'CreateCustomer', firm({ user: { userId: randomUUID() } }), randomUUID(), seller)).streamId);
    await runSystemCommand({ eventStore, catalog }, 'RegisterMeteringPoints', registration(customerId, [swissPoint(7)]), randomUUID(), seller);
    projection = new TimeSeriesProjection({ eventStore, sql: eventStore.sql, blobStore: await createSqlBlobStore(eventStore.sql) });
    await projection.start();
  });
  afterAll(async () => {
    await projection.stop();
    await system.close();
  });

  const sessionOf = async (role: 'customer' | 'partner' | 'otherPartner') => {
    if (!system.session) throw new Error('no sessions');
    const principal =
      role === 'customer'
        ? principalFrom({ userId: randomUUID(), role: 'customer', salesPartnerId: alphaId, customerId })
        : principalFrom({ userId: randomUUID(), role: 'salesPartner', salesPartnerId: role === 'partner' ? alphaId : betaId });
    return (await openTestSession(system.session, principal)).headers;
  };

  it('uploads, records, projects, charts and exports the October days with their 100 quarter hours', async () => {
    const stored = await fetch(`${system.url}/api/uploads`, { method: 'POST', headers: { ...operator, 'content-type': 'text/csv' }, body: file });
    expect(stored.status).toBe(200);
    const { hash } = ((await stored.json()) as { data: { hash: string } }).data;
    const command = { type: 'UploadLoadProfile', commandId: randomUUID(), data: { code, directions: 'CONS', from: period.from, to: period.to, resolution: 15, file: hash } };
    const sent = await fetch(`${system.url}/api/commands`, { method: 'POST', headers: { ...operator, 'content-type': 'application/json' }, body: JSON.stringify(command) });
    expect(sent.status).toBe(200);
    await projection.catchUp();
    await waitForCheckpoint(system.readStore, profileStatusView.name, await system.eventStore.head());

    const headers = await sessionOf('customer');
    const chart = await fetch(`${system.url}/api/timeseries?points=${code}:CONS&kind=HISTORY&from=2026-10-25&to=2026-10-25`, { headers });
    expect(chart.status).toBe(200);
    const { data } = (await chart.json()) as { data: { lines: { buckets: unknown[]; kwh: string }[] } };
    expect(data.lines[0]?.buckets).toHaveLength(100);

    const exported = await fetch(`${system.url}/api/timeseries/export.csv?point=${code}:CONS&kind=HISTORY&from=${period.from}&to=${period.to}`, { headers: await sessionOf('partner') });
    expect(await exported.text()).toBe(file);

    const status = await fetch(`${system.url}/api/meteringpoints/${code}/CONS/profiles`, { headers });
    expect(((await status.json()) as { data: unknown }).data).toMatchObject({ history: { from: period.from, to: period.to, maxKw: '9.75' } });

    const before = await (await fetch(`${system.url}/api/timeseries?points=${code}:CONS&kind=HISTORY&from=${period.from}&to=${period.to}`, { headers })).text();
    await projection.rebuild();
    expect(await (await fetch(`${system.url}/api/timeseries?points=${code}:CONS&kind=HISTORY&from=${period.from}&to=${period.to}`, { headers })).text()).toBe(before);
  });

  it("answers another partner's user 404 for the chart, the export and the status", async () => {
    const headers = await sessionOf('otherPartner');
    for (const path of [`/api/timeseries?points=${code}:CONS&kind=HISTORY&from=2026-10-25&to=2026-10-25`, `/api/timeseries/export.csv?point=${code}:CONS&kind=HISTORY&from=2026-10-25&to=2026-10-25`, `/api/meteringpoints/${code}/CONS/profiles`]) {
      expect((await fetch(`${system.url}${path}`, { headers })).status).toBe(404);
    }
  });
});
