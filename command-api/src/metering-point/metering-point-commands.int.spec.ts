import { randomUUID } from 'node:crypto';
import { meteringPointStream, type Actor } from '@portal/events';
import { runSystemCommand } from '../app.ts';
import { alphaId, betaId, commandsForTest, refusal, type CommandsForTest } from '../customer/testing/customer-api-for-test.ts';
import { contact, firm } from '../customer/testing/customer-fixtures.ts';
import { partner } from '../sales-partner/testing/partner-fixtures.ts';
import { registration, swissCode, swissPoint, zurich } from './testing/metering-fixtures.ts';

const anna: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: alphaId };
const ben: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: betaId };
const admin: Actor = { userId: randomUUID(), role: 'admin' };
const gammaId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000003';

describe('metering point commands', () => {
  let api: CommandsForTest;
  let customerId: string;
  let customerUser: Actor;
  let germanCustomer: string;
  beforeAll(async () => {
    api = await commandsForTest();
    customerId = (await api.createCustomer(firm({ user: { userId: randomUUID() } }), anna)).customerId;
    customerUser = { userId: randomUUID(), role: 'customer', salesPartnerId: alphaId, customerId };
    const { eventStore, catalog } = api.deps;
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner({ salesPartnerId: gammaId, name: 'Gamma Strom GmbH', subdomain: 'gamma', domains: ['gamma.localhost'], marketAreas: ['CH', 'DE-TENNET'] }));
    const gammaUser: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: gammaId };
    germanCustomer = (await api.createCustomer(firm({ firmname: 'Deutsche Mühle GmbH', contact: contact({ mail: 'de@muehle.de' }), user: { userId: randomUUID() } }), gammaUser)).customerId;
  });
  afterAll(() => api.close());

  const logLength = async () => (await api.eventStore.readAll({ maxCount: 100_000 })).length;
  const typesOf = async (stream: string) => (await api.eventStore.readStream(stream)).map((e) => e.type);

  it('registers points of both directions in one append, in the partner\'s tenant, answering the first stream', async () => {
    const points = [swissPoint(1), swissPoint(1, { direction: 'PROD', yearlyQuantityKwh: '8000' }), swissPoint(2)];
    const result = await api.send('RegisterMeteringPoints', registration(customerId, points), anna);
    expect(result).toMatchObject({ streamId: meteringPointStream(swissCode(1), 'CONS'), events: 3, duplicate: false });
    const [stored] = await api.eventStore.readStream(meteringPointStream(swissCode(1), 'PROD'));
    expect(stored).toMatchObject({ type: 'MeteringPointRegistered', data: { customerId, salesPartnerId: alphaId, marketArea: 'CH', yearlyQuantityKwh: '8000', source: 'FORM', replaces: null, deliveryFrom: null }, metadata: { tenant: alphaId } });
  });

  it('refuses a code registered before, naming the point, and stores nothing of the batch', async () => {
    const before = await logLength();
    const refused = await refusal(api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(3), swissPoint(2)]), anna));
    expect(refused).toEqual({ code: 'VALIDATION_ERROR', status: 400, field: 'data.points.1.code' });
    expect(await logLength()).toBe(before);
  });

  it('refuses the other direction of a known code at another address', async () => {
    const moved = swissPoint(2, { direction: 'PROD', address: { ...zurich, streetNr: '7' } });
    expect(await refusal(api.send('RegisterMeteringPoints', registration(customerId, [moved]), anna))).toMatchObject({ field: 'data.points.0.address.street' });
  });

  it('lets a customer user register for its own customer only; another partner is told it is not theirs', async () => {
    await api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(10)]), customerUser);
    expect(await refusal(api.send('RegisterMeteringPoints', registration(germanCustomer, [swissPoint(11)]), customerUser))).toMatchObject({ status: 403, field: 'data.customerId' });
    expect(await refusal(api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(11)]), ben))).toMatchObject({ status: 403 });
    expect(await refusal(api.send('RegisterMeteringPoints', registration('999999', [swissPoint(11)]), admin))).toMatchObject({ status: 403 });
    await api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(11)]), admin);
  });

  it('checks the market area against the partner and the MaLo check digit in a German area', async () => {
    expect(await refusal(api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(12)], { marketArea: 'DE-TENNET' }), anna))).toMatchObject({ field: 'data.marketArea' });
    const malo = { code: '41373559241', direction: 'CONS' as const, yearlyQuantityKwh: '5000', address: { street: 'Marienplatz', streetNr: '1', place: 'München', zipCode: '80331', country: 'DE' as const, countryState: 'BY' } };
    const german = registration(germanCustomer, [malo], { marketArea: 'DE-TENNET' });
    expect(await refusal(api.send('RegisterMeteringPoints', { ...german, points: [{ ...malo, code: '41373559242' }] }, admin))).toMatchObject({ field: 'data.points.0.code' });
    expect((await api.send('RegisterMeteringPoints', german, admin)).events).toBe(1);
  });

  it('changes, interrupts, replaces and removes; a removed code may be registered again', async () => {
    const code = swissCode(20);
    await api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(20), swissPoint(20, { direction: 'PROD' })]), anna);
    const moved = { ...zurich, street: 'Limmatquai' };
    const changed = await api.send('ChangeMeteringPointAddress', { code, direction: 'CONS', address: moved, validFrom: '2026-04-01' }, customerUser);
    expect(changed.events).toBe(2);
    expect(await typesOf(meteringPointStream(code, 'PROD'))).toEqual(['MeteringPointRegistered', 'MeteringPointAddressChanged']);
    await api.send('SetInterruption', { code, direction: 'CONS', from: '2026-05-01', to: '2026-05-03' }, anna);
    expect(await refusal(api.send('ChangeYearlyQuantity', { code, direction: 'CONS', yearlyQuantityKwh: '1', validFrom: '2026-01-01' }, ben))).toMatchObject({ status: 403 });
    const replaced = await api.send('ReplaceMeter', { code, direction: 'CONS', newCode: swissCode(21), validFrom: '2026-07-01' }, anna);
    expect(replaced.streamId).toBe(meteringPointStream(swissCode(21), 'CONS'));
    const [successor] = await api.eventStore.readStream(replaced.streamId);
    expect(successor).toMatchObject({ data: { replaces: code, address: moved, customerId } });
    expect(await refusal(api.send('ReplaceMeter', { code: swissCode(21), direction: 'CONS', newCode: 'CH12', validFrom: '2026-07-01' }, anna))).toMatchObject({ field: 'data.newCode' });
    await api.send('RemoveMeteringPoint', { code: swissCode(21), direction: 'CONS' }, anna);
    await api.send('RegisterMeteringPoints', registration(customerId, [swissPoint(21, { address: moved })]), anna);
    expect(await typesOf(meteringPointStream(swissCode(21), 'CONS'))).toEqual(['MeteringPointRegistered', 'MeteringPointRemoved', 'MeteringPointRegistered']);
  });

  it('registers 10,000 points in one command', async () => {
    const points = Array.from({ length: 10_000 }, (_, i) => swissPoint(100_000 + i));
    const result = await api.send('RegisterMeteringPoints', registration(customerId, points, { source: 'CSV' }), anna);
    expect(result.events).toBe(10_000);
    expect(await typesOf(meteringPointStream(swissCode(109_999), 'CONS'))).toEqual(['MeteringPointRegistered']);
  }, 120_000);
});
