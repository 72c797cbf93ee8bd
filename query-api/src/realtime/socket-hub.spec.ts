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

describe('SocketHub tenant filter', () => {
  const hub = new SocketHub();
  const pages = { alpha: fakeSocket(), beta: fakeSocket(), platform: fakeSocket(), unauthenticated: fakeSocket() };
  hub.authenticate(hub.add(pages.alpha.socket, alpha));
  hub.authenticate(hub.add(pages.beta.socket, beta));
  hub.authenticate(hub.add(pages.platform.socket, null));
  hub.add(pages.unauthenticated.socket, alpha);
  hub.relay({ topic: 'DESIGN', messageId: 'm1', dbId: alpha, tenant: alpha });
  hub.relay({ topic: 'CONFIG', messageId: 'm2', dbId: 'configSextype', tenant: 'platform' });

  const types = (page: { received: Record<string, unknown>[] }) => page.received.map((m) => m.type);

  it('answers AUTH with the tenant the host picked', () => {
    expect(pages.alpha.received[0]).toEqual({ type: 'AUTH', loggedIn: false, role: 'default', salesPartnerId: alpha });
    expect(pages.platform.received[0]).toMatchObject({ salesPartnerId: null });
  });

  it('sends a partner\'s notification to that partner\'s pages only, as recalcDesign', () => {
    expect(pages.alpha.received).toContainEqual({ type: 'recalcDesign', topic: 'DESIGN', messageId: 'm1', dbId: alpha });
    expect(types(pages.beta)).not.toContain('recalcDesign');
    expect(types(pages.platform)).not.toContain('recalcDesign');
  });

  it('sends platform notifications to every authenticated page', () => {
    for (const page of [pages.alpha, pages.beta, pages.platform]) expect(types(page)).toContain('recalcConfig');
    expect(pages.unauthenticated.received).toEqual([]);
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
});
