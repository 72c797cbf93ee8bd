import { principalFrom, type Notification } from '@portal/events';
import type { WebSocket } from 'ws';
import { completingRelay } from './row-completion.ts';
import { SocketHub } from './socket-hub.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
const beta = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002';
const names: Record<string, string | null> = { '100001': 'Muster AG', '100003': null };

/** The customers view as the relay reads it: a name per id, an unknown id absent, one id that fails. */
const readStore = {
  get: async <Doc>(view: string, id: string): Promise<Doc | null> => {
    if (view === 'sales-partners') return id === alpha ? ({ id, name: 'Alpha Energie AG' } as Doc) : null;
    if (view !== 'customers') throw new Error(`unexpected view ${view}`);
    if (id === '100666') throw new Error('store down');
    return id in names ? ({ id, customername: names[id] } as Doc) : null;
  },
};

const point = (code: string, customerId: string, tenant = alpha): Notification => ({
  topic: 'METERING_POINT', messageId: `m-${code}`, dbId: `${code}-CONS`, tenant,
  row: { code, direction: 'CONS', customerId, salesPartnerId: tenant, customername: null },
});

function fakeSocket(): { socket: WebSocket; received: Record<string, unknown>[] } {
  const received: Record<string, unknown>[] = [];
  const socket = { readyState: 1, send: (text: string) => received.push(JSON.parse(text) as Record<string, unknown>), on: () => undefined, close: () => undefined };
  return { socket: socket as unknown as WebSocket, received };
}

describe('completingRelay', () => {
  it("fills a metering point row's customer name from the customers view, keeping the bus order", async () => {
    const relayed: Notification[] = [];
    const errors: unknown[] = [];
    const relay = completingRelay(readStore, (n) => relayed.push(n), (error) => errors.push(error));
    relay(point('A1', '100001'));
    relay({ topic: 'DESIGN', messageId: 'd', dbId: alpha, tenant: alpha });
    relay(point('A2', '100003'));
    relay(point('A3', '100666'));
    relay(point('A4', '100002'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(relayed.map((n) => [n.messageId, n.row?.customername])).toEqual([['m-A1', 'Muster AG'], ['d', undefined], ['m-A2', null], ['m-A3', undefined], ['m-A4', null]]);
    // The failed lookup goes out without a row: clients refetch rather than show a nameless one.
    expect(relayed[3]).toEqual({ topic: 'METERING_POINT', messageId: 'm-A3', dbId: 'A3-CONS', tenant: alpha });
    expect(errors).toHaveLength(1);
  });

  it("names an offer row's customer and partner as the offer tables do", async () => {
    const relayed: Notification[] = [];
    const relay = completingRelay(readStore, (n) => relayed.push(n), () => undefined);
    const offer = (offerId: string, customerId: string, tenant: string): Notification => ({
      topic: 'OFFER', messageId: `o-${offerId}`, dbId: offerId, tenant, row: { offerId, customerId, salesPartnerId: tenant, customername: null, salesPartnerName: null },
    });
    relay(offer('500001', '100001', alpha));
    relay(offer('500002', '100003', beta));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(relayed.map((n) => [n.row?.customername, n.row?.salesPartnerName])).toEqual([['Muster AG', 'Alpha Energie AG'], [null, null]]);
  });
});

describe('recalcMeteringPoint', () => {
  const hub = new SocketHub();
  const pages = { anna: fakeSocket(), ben: fakeSocket(), admin: fakeSocket(), muster: fakeSocket(), neighbour: fakeSocket(), loggedOut: fakeSocket() };
  hub.authenticate(hub.add(pages.anna.socket, alpha), principalFrom({ userId: 'anna', role: 'salesPartner', salesPartnerId: alpha }));
  hub.authenticate(hub.add(pages.ben.socket, beta), principalFrom({ userId: 'ben', role: 'salesPartner', salesPartnerId: beta }));
  hub.authenticate(hub.add(pages.admin.socket, null), principalFrom({ userId: 'root', role: 'admin' }));
  hub.authenticate(hub.add(pages.muster.socket, alpha), principalFrom({ userId: 'm', role: 'customer', salesPartnerId: alpha, customerId: '100001', customerType: 'FI', isCustomerAdmin: false }));
  hub.authenticate(hub.add(pages.neighbour.socket, alpha), principalFrom({ userId: 'n', role: 'customer', salesPartnerId: alpha, customerId: '100002', customerType: 'FI', isCustomerAdmin: true }));
  hub.authenticate(hub.add(pages.loggedOut.socket, alpha));
  hub.relay(point('A1', '100001'));
  hub.relay({ topic: 'METERING_POINT', messageId: 'gone', dbId: 'A9-CONS', tenant: alpha });
  const got = (page: { received: Record<string, unknown>[] }) => page.received.filter((m) => m.type === 'recalcMeteringPoint').map((m) => [m.messageId, (m.row as { code?: string } | undefined)?.code]);

  it("goes with the row to the admin, the point's partner and its customer's users only", () => {
    expect(got(pages.admin)).toEqual([['m-A1', 'A1'], ['gone', undefined]]);
    expect(got(pages.anna)).toEqual([['m-A1', 'A1'], ['gone', undefined]]);
    expect(got(pages.muster)).toEqual([['m-A1', 'A1']]);
    for (const page of [pages.ben, pages.neighbour, pages.loggedOut]) expect(got(page)).toEqual([]);
  });
});
