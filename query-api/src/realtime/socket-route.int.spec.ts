import { randomUUID } from 'node:crypto';
import { logoutUserTopic, meteringPointStream, offerStream } from '@portal/events';
import { newCustomerId, offerPricedData, offerRequestedData } from '@portal/events/testing';
import WebSocket from 'ws';
import { testPrincipals } from '../auth/testing.ts';
import { customerCreated, pointRegistered } from '../routes/metering-points/testing/metering-point-fixtures.ts';
import { queryApiForTest, type QueryApiForTest } from '../routes/sales-partner/testing/query-api-for-test.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a0000a1';

/** Opens the socket as a browser with these cookies would, sends AUTH and collects what comes back. */
async function connect(url: string, cookie?: string): Promise<{ socket: WebSocket; next: (type: string) => Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/socket`, { headers: { host: 'alpha.localhost', ...(cookie ? { cookie } : {}) } });
  const seen: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    seen.push(JSON.parse(raw.toString()) as Record<string, unknown>);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'AUTH', autoLogin: true, reconnect: false }));
  const next = async (type: string): Promise<Record<string, unknown>> => {
    for (;;) {
      const found = seen.find((m) => m.type === type);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { socket, next };
}

describe('the socket with a session', () => {
  let api: QueryApiForTest;
  let url: string;
  beforeAll(async () => {
    api = await queryApiForTest();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  it('answers AUTH logged in with the principal of the cookie it was opened with', async () => {
    const anna = await api.session(testPrincipals.salesPartner(randomUUID(), alpha));
    const { socket, next } = await connect(url, anna.cookie);
    expect(await next('AUTH')).toEqual({ type: 'AUTH', loggedIn: true, role: 'salesPartner', salesPartnerId: alpha, customerId: null, customerType: null });
    socket.close();
  });

  it('answers logged out without a session, and for an ended one', async () => {
    const anonymous = await connect(url);
    expect(await anonymous.next('AUTH')).toMatchObject({ loggedIn: false, role: 'default' });
    const ended = await api.session(testPrincipals.admin(randomUUID()));
    await api.sessions.sessions.end(ended.sid, new Date());
    const late = await connect(url, ended.cookie);
    expect(await late.next('AUTH')).toMatchObject({ loggedIn: false, role: 'default' });
    anonymous.socket.close();
    late.socket.close();
  });

  it('sends logoutResponse to the sockets of a user named by LOGOUT_USER', async () => {
    const userId = randomUUID();
    const tab = await connect(url, (await api.session(testPrincipals.salesPartner(userId, alpha))).cookie);
    await tab.next('AUTH');
    await api.bus.publish({ topic: logoutUserTopic, messageId: randomUUID(), dbId: userId, tenant: 'platform' });
    expect(await tab.next('logoutResponse')).toEqual({ type: 'logoutResponse' });
    tab.socket.close();
  });

  it("announces a metering point's change with its row, the customer's name filled in, to its customer's users", async () => {
    const customerId = newCustomerId();
    await api.given(`customer-${customerId}`, [customerCreated(customerId, alpha, 'FI', 'Muster AG')]);
    const tab = await connect(url, (await api.session(testPrincipals.customer(randomUUID(), alpha, customerId, 'FI', false))).cookie);
    await tab.next('AUTH');
    await api.given(meteringPointStream('A01', 'CONS'), [pointRegistered('A01', 'CONS', customerId, alpha)]);
    expect(await tab.next('recalcMeteringPoint')).toMatchObject({
      topic: 'METERING_POINT', dbId: 'A01-CONS', row: { code: 'A01', direction: 'CONS', customerId, customername: 'Muster AG', salesPartnerId: alpha },
    });
    tab.socket.close();
  });

  it("announces an offer's change with its named row to its partner's users and its customer's users, without margins to the customer", async () => {
    const customerId = newCustomerId();
    const neighbour = newCustomerId();
    await api.given(`customer-${customerId}`, [customerCreated(customerId, alpha, 'FI', 'Offerte AG')]);
    await api.given(`customer-${neighbour}`, [customerCreated(neighbour, alpha, 'FI', 'Nachbar AG')]);
    const customerTab = await connect(url, (await api.session(testPrincipals.customer(randomUUID(), alpha, customerId, 'FI', false))).cookie);
    const neighbourTab = await connect(url, (await api.session(testPrincipals.customer(randomUUID(), alpha, neighbour, 'FI', false))).cookie);
    const partnerTab = await connect(url, (await api.session(testPrincipals.salesPartner(randomUUID(), alpha))).cookie);
    await Promise.all([customerTab.next('AUTH'), neighbourTab.next('AUTH'), partnerTab.next('AUTH')]);
    const offerId = '777001';
    await api.given(offerStream(offerId), [
      { type: 'OfferRequested', data: offerRequestedData(offerId, customerId, alpha) },
      { type: 'OfferPriced', data: offerPricedData(offerId) },
    ]);
    const partnerSees = await partnerTab.next('recalcOfferTableSP');
    expect(partnerSees).toMatchObject({ topic: 'OFFER', dbId: offerId, messageId: expect.any(String), row: { offerId, customername: 'Offerte AG', margin: '3', priceConsWithoutMargin: '90' } });
    expect(await customerTab.next('recalcOfferTableCU')).toMatchObject({ topic: 'OFFER', dbId: offerId, row: { offerId, customername: 'Offerte AG', priceCons: '94', margin: null, priceConsWithoutMargin: null } });
    // The relay hands a message to every socket in one pass: the neighbour's would have arrived with the others.
    const neighbourSees = await Promise.race([neighbourTab.next('recalcOfferTableCU').then(() => 'a row'), new Promise((resolve) => setTimeout(() => resolve('nothing'), 150))]);
    for (const tab of [customerTab, neighbourTab, partnerTab]) tab.socket.close();
    expect(neighbourSees).toBe('nothing');
  });
});
