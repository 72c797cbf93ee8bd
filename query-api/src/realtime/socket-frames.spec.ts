import { ajv, principalFrom } from '@portal/events';
import { SocketAuthFrame, SocketChangeFrame, SocketLogoutFrame } from '@portal/events/read-contracts';
import type { WebSocket } from 'ws';
import { SocketHub } from './socket-hub.ts';

// The browser reads the relay's frames by the contracts' schemas; what the hub sends must be them.
describe('the frames the socket hub sends', () => {
  const received: unknown[] = [];
  const socket = { readyState: 1, send: (text: string) => received.push(JSON.parse(text)), on: () => undefined, close: () => undefined } as unknown as WebSocket;
  const partner = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';
  const hub = new SocketHub();
  const client = hub.add(socket, partner, 'key-1');

  it('answers AUTH with a SocketAuthFrame, logged out and logged in', () => {
    hub.authenticate(client);
    hub.authenticate(client, principalFrom({ userId: 'fritz', role: 'customer', salesPartnerId: partner, customerId: 'c1', customerType: 'FI', isCustomerAdmin: true }));
    expect(received).toHaveLength(2);
    for (const frame of received) expect(ajv.validate(SocketAuthFrame, frame)).toBe(true);
  });

  it('relays a change as a SocketChangeFrame and a logout as a SocketLogoutFrame', () => {
    received.length = 0;
    hub.relay({ topic: 'CONFIG', messageId: 'm1', dbId: 'configSextype', tenant: 'platform' });
    hub.relay({ topic: 'LOGOUT', messageId: 'm2', dbId: 'key-1', tenant: 'platform' });
    const [change, logout] = received;
    expect(change).toMatchObject({ type: 'recalcConfig' });
    expect(ajv.validate(SocketChangeFrame, change)).toBe(true);
    expect(ajv.validate(SocketLogoutFrame, logout)).toBe(true);
  });
});
