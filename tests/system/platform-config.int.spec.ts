import { randomUUID } from 'node:crypto';
import { defaultBusinessLimits, defaultPlatformConfig } from '@portal/events';
import { openSocket } from './socket-client.ts';
import { startSystem, systemOperatorToken, type System } from './system-harness.ts';

const auth = { authorization: `Bearer ${systemOperatorToken}`, 'content-type': 'application/json' };
const operator = { headers: { authorization: `Bearer ${systemOperatorToken}` } };

describe('platform configuration through the whole path', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(async () => {
    await system.close();
  });

  const getConfig = (headers: Record<string, string> = {}) => fetch(`${system.url}/api/getConfigSelect/alpha.localhost`, { headers });

  it('serves the seeded configuration in the spec shape', async () => {
    // The seed's position makes the first read wait for the projection instead of racing it.
    const [seed] = await system.eventStore.readStream('platformConfig-platform');
    const res = await getConfig({ 'x-portal-min-position': seed!.globalPosition.toString() });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(
      [
        'configCountries', 'configCustomertype', 'configBillingtype', 'configSextype', 'configMeteringPointType', 'certificatesConfig',
        'defaultEnergyQuality', 'marketareasAllObj', 'marketareasAllObjSP', 'countriesMarketareasRules', 'timeZoneConfigAll', 'countryInfoAll',
        'businessLimits',
      ].sort(),
    );
    expect(data.businessLimits).toEqual(defaultBusinessLimits);
    expect(data.configCountries).toEqual(defaultPlatformConfig.configCountries);
    expect(data.marketareasAllObjSP).toEqual(defaultPlatformConfig.marketareasAllObj);
    expect(data.defaultEnergyQuality).toBe('CH-HYDRO');
  });

  it('changes a list by command; a waiting read sees it and an open socket is told', async () => {
    const { socket, next } = await openSocket(system.url);
    socket.send(JSON.stringify({ type: 'AUTH', autoLogin: true, reconnect: false }));
    await next((m) => m.type === 'AUTH');

    const items = [{ id: 'MS', name: 'Frau', active: true }];
    const res = await fetch(`${system.url}/api/commands`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ type: 'ReplaceConfigList', commandId: randomUUID(), data: { list: 'configSextype', items, reason: 'system test' } }),
    });
    expect(res.status).toBe(200);
    const { data: accepted } = (await res.json()) as { data: { position: string } };

    const read = await getConfig({ 'x-portal-min-position': accepted.position });
    expect(read.headers.get('x-portal-stale')).toBeNull();
    expect(((await read.json()) as { data: { configSextype: unknown } }).data.configSextype).toEqual(items);

    const message = await next((m) => m.type === 'recalcConfig' && m.dbId === 'configSextype');
    expect(message).toMatchObject({ topic: 'CONFIG', messageId: expect.any(String) });
    socket.close();
  });

  it('refuses a malformed min-position header and an unknown position', async () => {
    const bad = await getConfig({ 'x-portal-min-position': 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'headers.x-portal-min-position' });
    expect((await getConfig({ 'x-portal-min-position': '999999999' })).status).toBe(400);
  });

  it('answers a socket message it does not understand with a validation error', async () => {
    const { socket, next } = await openSocket(system.url);
    socket.send('not json');
    expect(await next((m) => m.type === 'error')).toMatchObject({ code: 'VALIDATION_ERROR' });
    socket.close();
    const plain = await fetch(`${system.url}/api/socket`);
    expect(plain.status).toBe(426);
  });

  it('publishes the OpenAPI document with every route and a docs page', async () => {
    const doc = (await (await fetch(`${system.url}/api/openapi.json`, operator)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/commands', '/api/getConfigSelect/{domain}', '/api/socket', '/healthz', '/readyz', '/metrics']),
    );
    const page = await fetch(`${system.url}/api/docs`, operator);
    expect(page.status).toBe(200);
  });

  it('exposes health, readiness and metrics', async () => {
    expect((await fetch(`${system.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${system.url}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${system.url}/metrics`, operator)).text();
    expect(metrics).toContain('portal_http_request_duration_seconds_bucket');
  });
});
