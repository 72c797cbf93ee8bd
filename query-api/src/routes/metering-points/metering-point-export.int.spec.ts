import { randomUUID } from 'node:crypto';
import { meteringPointStream, parseMeteringPointCsv, writeMeteringPointCsv, type MeteringDirection } from '@portal/events';
import { newCustomerId, testEvent } from '@portal/events/testing';
import { allViews, waitForCheckpoint } from '@portal/projections';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';
import { customerCreated, pointAt, pointRegistered } from './testing/metering-point-fixtures.ts';

const alpha = randomUUID();
const beta = randomUUID();

describe('metering point CSV export', () => {
  let api: QueryApiForTest;
  const muster = newCustomerId();
  const huber = newCustomerId();
  const betaCustomer = newCustomerId();
  // 1,100 points of Muster (more than one chunk of the body), a few with what CSV must quote or keep as written.
  const musterPoints = Array.from({ length: 1100 }, (_, i) => {
    const code = `CH${String(i).padStart(31, '0')}`;
    const direction: MeteringDirection = i % 7 === 0 ? 'PROD' : 'CONS';
    const address = i % 3 === 0 ? pointAt("Rue de l'Église", `${i}b`, 'Genève', '1204', 'GE') : pointAt('Seestrasse', String(i), 'Zürich', '8002', 'ZH');
    return pointRegistered(code, direction, muster, alpha, { yearlyQuantityKwh: i % 5 === 0 ? `${1000 + i}.125` : String(2 + i * 10), address, source: 'CSV' });
  });
  beforeAll(async () => {
    api = await queryApiForTest();
    await api.given(`customer-${muster}`, [customerCreated(muster, alpha, 'FI', 'Muster AG')]);
    await api.given(`customer-${huber}`, [customerCreated(huber, alpha, 'FI', 'Huber GmbH')]);
    await api.given(`customer-${betaCustomer}`, [customerCreated(betaCustomer, beta, 'FI', 'Beta Kunde AG')]);
    const writes = [
      ...musterPoints,
      pointRegistered('10000000001', 'CONS', huber, alpha, { address: { ...pointAt('Hauptstrasse', '1', 'Köln', '50667', 'NW'), country: 'DE' }, marketArea: 'DE-AMPRION' }),
      pointRegistered('10000000002', 'CONS', betaCustomer, beta),
    ].map((e) => ({ streamId: meteringPointStream(e.data.code, e.data.direction), events: [testEvent(e.type, e.data)], expectedRevision: 'no_stream' as const }));
    await api.eventStore.appendStreams(writes);
    const head = await api.eventStore.head();
    await Promise.all(allViews.map((view) => waitForCheckpoint(api.readStore, view.name, head)));
  }, 60_000);
  afterAll(() => api.close());

  const principals = {
    anna: () => testPrincipals.salesPartner(randomUUID(), alpha),
    admin: () => testPrincipals.admin(randomUUID()),
    huberUser: () => testPrincipals.customer(randomUUID(), alpha, huber, 'FI', false),
  };
  async function exported(query: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url: `/api/meteringpoints/export.csv${query}`, headers });
  }
  const codesOf = (csv: string): string[] => parseMeteringPointCsv(csv).points.map((p) => `${p.code}/${p.direction}`);

  it("writes every point the partner sees as the import's CSV, which reads back to the same points byte for byte", async () => {
    const res = await exported('', 'anna');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meteringpoints-\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = parseMeteringPointCsv(res.body);
    expect(parsed.problems).toEqual([]);
    expect(parsed.points).toHaveLength(1101);
    // List order (code, then direction); Huber's 11-digit code sorts before Muster's CH codes.
    expect(parsed.points[0]).toEqual({ code: '10000000001', direction: 'CONS', yearlyQuantityKwh: '12000', address: { ...pointAt('Hauptstrasse', '1', 'Köln', '50667', 'NW'), country: 'DE' } });
    const expected = musterPoints.map(({ data: { code, direction, yearlyQuantityKwh, address } }) => ({ code, direction, yearlyQuantityKwh, address }));
    expect(parsed.points.slice(1)).toEqual(expected);
    expect(writeMeteringPointCsv(parsed.points)).toBe(res.body);
    expect(res.body.startsWith('METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE\r\n')).toBe(true);
  });

  it("applies the list's filters and search, and each role's scope", async () => {
    expect(codesOf((await exported('', 'huberUser')).body)).toEqual(['10000000001/CONS']);
    expect(codesOf((await exported(`?customerId=${muster}`, 'huberUser')).body)).toEqual([]);
    expect(codesOf((await exported('?country=DE', 'anna')).body)).toEqual(['10000000001/CONS']);
    expect(codesOf((await exported('?search=beta', 'anna')).body)).toEqual([]);
    expect(codesOf((await exported('?search=beta', 'admin')).body)).toEqual(['10000000002/CONS']);
    const geneva = parseMeteringPointCsv((await exported(`?search=${encodeURIComponent('genève')}&direction=PROD`, 'anna')).body).points;
    expect(geneva.map((p) => p.code)).toEqual(musterPoints.filter((_, i) => i % 21 === 0).map((e) => e.data.code));
    expect(parseMeteringPointCsv((await exported('', 'admin')).body).points).toHaveLength(1102);
  });

  it('answers an empty selection with the header alone, and refuses short searches and strangers', async () => {
    expect((await exported('?marketArea=NOWHERE', 'anna')).body).toBe('METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE\r\n');
    const short = await exported('?search=ab', 'anna');
    expect([short.statusCode, short.json().code, short.json().field]).toEqual([400, 'VALIDATION_ERROR', 'search']);
    expect((await exported('')).statusCode).toBe(401);
  });
});
