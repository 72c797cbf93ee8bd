import { principalFrom } from '@portal/events';
import type { WebSocket } from 'ws';
import { SocketHub } from './socket-hub.ts';

/** A socket that keeps what it is sent. */
function fakeSocket(): { socket: WebSocket; received: Record<string, unknown>[] } {
  const received: Record<string, unknown>[] = [];
  const socket = { readyState: 1, send: (text: string) => received.push(JSON.parse(text) as Record<string, unknown>), on: () => undefined, close: () => undefined };
  return { socket: socket as unknown as WebSocket, received };
}

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const anna = principalFrom({ userId: 'anna', role: 'salesPartner', salesPartnerId: alpha });
const admin = principalFrom({ userId: 'root', role: 'admin' });
const fritz = principalFrom({ userId: 'fritz', role: 'customer', salesPartnerId: alpha, customerId: 'c1', customerType: 'FI', isCustomerAdmin: true });
const types = (page: { received: Record<string, unknown>[] }) => page.received.map((m) => m.type);

describe('SocketHub tenant filter', () => {
  const hub = new SocketHub();
  const pages = { alpha: fakeSocket(), beta: fakeSocket(), platform: fakeSocket(), unauthenticated: fakeSocket(), anna: fakeSocket(), annaOnBeta: fakeSocket(), admin: fakeSocket(), fritz: fakeSocket() };
  hub.authenticate(hub.add(pages.alpha.socket, alpha));
  hub.authenticate(hub.add(pages.beta.socket, beta));
  hub.authenticate(hub.add(pages.platform.socket, null));
  hub.add(pages.unauthenticated.socket, alpha);
  hub.authenticate(hub.add(pages.anna.socket, alpha), anna);
  // Her partner decides what she sees, not the host she opened the page on.
  hub.authenticate(hub.add(pages.annaOnBeta.socket, beta), anna);
  hub.authenticate(hub.add(pages.admin.socket, null), admin);
  hub.authenticate(hub.add(pages.fritz.socket, alpha), fritz);
  hub.relay({ topic: 'DESIGN', messageId: 'm1', dbId: alpha, tenant: alpha });
  hub.relay({ topic: 'CONFIG', messageId: 'm2', dbId: 'configSextype', tenant: 'platform' });
  hub.relay({ topic: 'OFFER', messageId: 'm3', dbId: 'offer-b', tenant: beta });
  hub.relay({ topic: 'MARKET_IMPORT_JOB', messageId: 'm4', dbId: 'job-1', tenant: 'platform' });

  it('answers AUTH logged out with the host tenant, logged in with the principal', () => {
    expect(pages.alpha.received[0]).toEqual({ type: 'AUTH', loggedIn: false, role: 'default', salesPartnerId: alpha, customerId: null, customerType: null });
    expect(pages.platform.received[0]).toMatchObject({ loggedIn: false, salesPartnerId: null });
    expect(pages.annaOnBeta.received[0]).toEqual({ type: 'AUTH', loggedIn: true, role: 'salesPartner', salesPartnerId: alpha, customerId: null, customerType: null });
    expect(pages.fritz.received[0]).toEqual({ type: 'AUTH', loggedIn: true, role: 'customer', salesPartnerId: alpha, customerId: 'c1', customerType: 'FI' });
    expect(pages.admin.received[0]).toMatchObject({ loggedIn: true, role: 'admin', salesPartnerId: null });
  });

  it("sends a partner's notification to that partner's pages and users and the admin only", () => {
    for (const page of [pages.alpha, pages.anna, pages.annaOnBeta, pages.admin, pages.fritz]) expect(page.received).toContainEqual({ type: 'recalcDesign', topic: 'DESIGN', messageId: 'm1', dbId: alpha });
    for (const page of [pages.beta, pages.platform]) expect(types(page)).not.toContain('recalcDesign');
  });

  it("keeps another partner's offers from a partner user, under the role's message name for the admin", () => {
    for (const page of [pages.anna, pages.annaOnBeta, pages.fritz, pages.beta]) expect(types(page).filter((t) => String(t).startsWith('recalcOffer'))).toEqual([]);
    expect(pages.admin.received).toContainEqual({ type: 'recalcOfferTable', topic: 'OFFER', messageId: 'm3', dbId: 'offer-b' });
  });

  it("sends a market import job's change to the admin only, though it is platform-wide", () => {
    expect(pages.admin.received).toContainEqual({ type: 'recalcMarketImportJobs', topic: 'MARKET_IMPORT_JOB', messageId: 'm4', dbId: 'job-1' });
    for (const page of [pages.alpha, pages.beta, pages.platform, pages.unauthenticated, pages.anna, pages.annaOnBeta, pages.fritz]) expect(page.received.filter((m) => m.topic === 'MARKET_IMPORT_JOB')).toEqual([]);
  });

  it('sends platform notifications to every authenticated page', () => {
    for (const page of [pages.alpha, pages.beta, pages.platform, pages.anna, pages.admin]) expect(types(page)).toContain('recalcConfig');
    expect(pages.unauthenticated.received).toEqual([]);
  });
});

describe('SocketHub and the auditor', () => {
  it('sends an auditor no business notification, platform-wide or not, but his logout', () => {
    const hub = new SocketHub();
    const page = fakeSocket();
    hub.authenticate(hub.add(page.socket, null, 'key-a'), principalFrom({ userId: 'audrey', role: 'auditor' }));
    hub.relay({ topic: 'CONFIG', messageId: 'm1', dbId: 'configSextype', tenant: 'platform' });
    hub.relay({ topic: 'OFFER', messageId: 'm2', dbId: 'o1', tenant: 'platform' });
    hub.relay({ topic: 'USER', messageId: 'm3', dbId: 'audrey', tenant: 'platform' });
    hub.relay({ topic: 'LOGOUT', messageId: 'm4', dbId: 'key-a', tenant: 'platform' });
    expect(types(page)).toEqual(['AUTH', 'logoutResponse']);
    expect(page.received[0]).toMatchObject({ loggedIn: true, role: 'auditor', salesPartnerId: null, customerId: null });
  });
});

describe('SocketHub logout', () => {
  it("sends logoutResponse to the sockets of the session that logged out only, on any tenant's host", () => {
    const hub = new SocketHub();
    const mine = [fakeSocket(), fakeSocket()];
    const other = fakeSocket();
    const anonymous = fakeSocket();
    hub.authenticate(hub.add(mine[0]!.socket, alpha, 'key-1'));
    hub.add(mine[1]!.socket, null, 'key-1');
    hub.authenticate(hub.add(other.socket, alpha, 'key-2'));
    hub.authenticate(hub.add(anonymous.socket, alpha));
    const before = [other, anonymous].map((p) => p.received.length);
    hub.relay({ topic: 'LOGOUT', messageId: 'm9', dbId: 'key-1', tenant: 'platform' });
    for (const page of mine) expect(page.received.at(-1)).toEqual({ type: 'logoutResponse' });
    expect([other, anonymous].map((p) => p.received.length)).toEqual(before);
  });

  it('sends logoutResponse to every socket of a user on LOGOUT_USER, and nothing of the tenant afterwards', () => {
    const hub = new SocketHub();
    const tabs = [fakeSocket(), fakeSocket()];
    const colleague = fakeSocket();
    hub.authenticate(hub.add(tabs[0]!.socket, alpha, 'key-1'), anna);
    hub.authenticate(hub.add(tabs[1]!.socket, beta, 'key-2'), anna);
    hub.authenticate(hub.add(colleague.socket, alpha, 'key-3'), principalFrom({ userId: 'bert', role: 'salesPartner', salesPartnerId: alpha }));
    hub.relay({ topic: 'LOGOUT_USER', messageId: 'm10', dbId: 'anna', tenant: 'platform' });
    for (const tab of tabs) expect(tab.received.at(-1)).toEqual({ type: 'logoutResponse' });
    expect(types(colleague)).toEqual(['AUTH']);
    hub.relay({ topic: 'OFFER', messageId: 'm11', dbId: 'o1', tenant: alpha });
    expect(types(tabs[1]!)).toEqual(['AUTH', 'logoutResponse']);
    expect(types(colleague)).toEqual(['AUTH', 'recalcOfferTableSP']);
  });
});

describe('SocketHub row messages', () => {
  const hub = new SocketHub();
  const ben = principalFrom({ userId: 'ben', role: 'salesPartner', salesPartnerId: beta });
  const grete = principalFrom({ userId: 'grete', role: 'customer', salesPartnerId: alpha, customerId: 'c2', customerType: 'FI', isCustomerAdmin: true });
  const private1 = principalFrom({ userId: 'pia', role: 'customer', salesPartnerId: alpha, customerId: 'c1', customerType: 'PR' });
  const root2 = principalFrom({ userId: 'root2', role: 'admin' });
  const pages = { anna: fakeSocket(), admin: fakeSocket(), root2: fakeSocket(), fritz: fakeSocket(), pia: fakeSocket(), grete: fakeSocket(), ben: fakeSocket(), loggedOut: fakeSocket(), platform: fakeSocket() };
  for (const [page, principal, host] of [
    [pages.anna, anna, alpha], [pages.admin, admin, null], [pages.root2, root2, null], [pages.fritz, fritz, alpha], [pages.pia, private1, alpha], [pages.grete, grete, alpha], [pages.ben, ben, beta],
    [pages.loggedOut, null, alpha], [pages.platform, null, null],
  ] as const) hub.authenticate(hub.add(page.socket, host), principal);
  const whoGot = (messageId: string) => Object.entries(pages).filter(([, page]) => page.received.some((m) => m.messageId === messageId)).map(([name]) => name).sort();

  it("sends a customer's row and detail to its partner's users, its own users and the admin only", () => {
    const row = { id: 'c1', salesPartnerId: alpha, customername: 'Zeta AG', mail: 'kontakt@zeta.ch' };
    const detail = { id: 'c1', contact: { mail: 'kontakt@zeta.ch' } };
    hub.relay({ topic: 'CUSTOMER', messageId: 'r1', dbId: 'c1', tenant: alpha, row, detail });
    expect(whoGot('r1')).toEqual(['admin', 'anna', 'fritz', 'pia', 'root2']);
    expect(pages.anna.received).toContainEqual({ type: 'recalcCustomer', topic: 'CUSTOMER', messageId: 'r1', dbId: 'c1', row, detail });
  });

  it('sends a user row to the user, the managers who may read it and the admin only; an admin row to admins and itself', () => {
    hub.relay({ topic: 'USER', messageId: 'r2', dbId: 'fritz', tenant: alpha, row: { id: 'fritz', salesPartnerId: alpha, customerId: 'c1', mail: 'fritz@zeta.ch' } });
    // pia is a private customer's user: she manages nobody, not even her customer's other users.
    expect(whoGot('r2')).toEqual(['admin', 'anna', 'fritz', 'root2']);
    hub.relay({ topic: 'USER', messageId: 'r3', dbId: 'root2', tenant: 'platform', row: { id: 'root2', salesPartnerId: null, customerId: null, mail: 'root2@portal.test' } });
    expect(whoGot('r3')).toEqual(['admin', 'root2']);
  });

  it("sends a partner's row to the admin and the partner's own users, not to its customers or visitors", () => {
    hub.relay({ topic: 'SALES_PARTNER', messageId: 'r4', dbId: alpha, tenant: alpha, row: { id: alpha, mail: 'info@alpha.ch' }, detail: { id: alpha, communicationMail: 'p@alpha.ch' } });
    expect(whoGot('r4')).toEqual(['admin', 'anna', 'root2']);
  });

  it("sends an offer's row to the admin, its partner's users and its customer's users only, without margins to the customer", () => {
    const row = { offerId: '500001', customerId: 'c1', salesPartnerId: alpha, status: 'released', priceCons: '94', priceConsWithoutMargin: '90', priceProdWithoutMargin: null, margin: '3' };
    hub.relay({ topic: 'OFFER', messageId: 'o1', dbId: '500001', tenant: alpha, row });
    expect(whoGot('o1')).toEqual(['admin', 'anna', 'fritz', 'pia', 'root2']);
    expect(pages.admin.received).toContainEqual({ type: 'recalcOfferTable', topic: 'OFFER', messageId: 'o1', dbId: '500001', row });
    expect(pages.anna.received).toContainEqual({ type: 'recalcOfferTableSP', topic: 'OFFER', messageId: 'o1', dbId: '500001', row });
    expect(pages.fritz.received).toContainEqual({
      type: 'recalcOfferTableCU', topic: 'OFFER', messageId: 'o1', dbId: '500001', row: { ...row, priceConsWithoutMargin: null, priceProdWithoutMargin: null, margin: null },
    });
    // Without a row the message names no customer: the admin and the partner only.
    hub.relay({ topic: 'OFFER', messageId: 'o2', dbId: '500002', tenant: alpha });
    expect(whoGot('o2')).toEqual(['admin', 'anna', 'root2']);
  });

  it('sends a row topic without its row under the same rules, and never forwards a row under another topic', () => {
    hub.relay({ topic: 'CUSTOMER', messageId: 'r5', dbId: 'c1', tenant: alpha });
    expect(whoGot('r5')).toEqual(['admin', 'anna', 'fritz', 'pia', 'root2']);
    expect(pages.anna.received.find((m) => m.messageId === 'r5')).toEqual({ type: 'recalcCustomer', topic: 'CUSTOMER', messageId: 'r5', dbId: 'c1' });
    hub.relay({ topic: 'DESIGN', messageId: 'r6', dbId: alpha, tenant: alpha, row: { secret: 'x' } });
    expect(pages.loggedOut.received.find((m) => m.messageId === 'r6')).toEqual({ type: 'recalcDesign', topic: 'DESIGN', messageId: 'r6', dbId: alpha });
  });
});
