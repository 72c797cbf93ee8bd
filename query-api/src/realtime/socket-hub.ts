import { logoutTopic, logoutUserTopic, type Notification, type Principal } from '@portal/events';
import type { SocketServerFrame } from '@portal/events/read-contracts';
import { checkpointTenant, checkpointTopic } from '@portal/projections';
import type { WebSocket } from 'ws';
import { messageNameFor } from './message-names.ts';
import { isRowTopic, mayReadRow, rowFor } from './row-readers.ts';

interface Client {
  readonly socket: WebSocket;
  /** The sales partner serving the host the socket was opened on (branding of logged-out pages). */
  hostTenant: string | null;
  /** Who the socket's session is, as of its last AUTH; null while logged out or after a logout. */
  principal: Principal | null;
  authenticated: boolean;
  /** `sessionKeyOf` the session cookie the socket was opened with, or null. */
  readonly sessionKey: string | null;
}

export type SocketClient = Client;

/**
 * The sockets connected to this query-api process. Every notification from the bus is sent to
 * the clients allowed to see it, under the message name of the client's role: the admin sees
 * every tenant, a logged-in partner or customer user its partner's, a logged-out page the
 * partner of its host's; platform-wide notifications go to every authenticated page. A
 * message about one row (a customer, a user, a partner: row-readers.ts) goes, with the row, only
 * to the sessions that may read that row.
 */
export class SocketHub {
  private readonly clients = new Set<Client>();

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket, hostTenant: string | null, sessionKey: string | null = null): Client {
    const client: Client = { socket, hostTenant, principal: null, authenticated: false, sessionKey };
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    return client;
  }

  /** Answers the client's AUTH with the principal of the session its socket was opened with. */
  authenticate(client: Client, principal: Principal | null = null): void {
    client.authenticated = true;
    client.principal = principal;
    send(client.socket, {
      type: 'AUTH',
      loggedIn: principal !== null,
      role: principal?.role ?? 'default',
      salesPartnerId: principal ? principal.salesPartnerId : client.hostTenant,
      customerId: principal?.customerId ?? null,
      customerType: principal?.customerType ?? null,
    });
  }

  relay(notification: Notification): void {
    // The projections' commit messages (read-your-writes wake-ups) are for processes, not pages.
    if (notification.topic === checkpointTopic && notification.tenant === checkpointTenant) return;
    for (const client of this.clients) {
      if (notification.topic === logoutTopic || notification.topic === logoutUserTopic) {
        if (endsSessionOf(client, notification)) {
          send(client.socket, { type: 'logoutResponse' });
          // Nothing of the tenant reaches this page any more, even if it never reconnects.
          client.principal = null;
        }
        continue;
      }
      if (!client.authenticated || !mayReceive(client, notification.tenant)) continue;
      const rowTopic = isRowTopic(notification.topic);
      if (rowTopic && !mayReadRow(client.principal, notification)) continue;
      const type = messageNameFor(notification.topic, client.principal?.role ?? 'default');
      if (!type) continue;
      const { topic, messageId, dbId, detail } = notification;
      const row = rowFor(client.principal, notification);
      // Row and detail only under a topic whose readers are checked above, never on another.
      const change = rowTopic ? { ...(row ? { row } : {}), ...(detail ? { detail } : {}) } : {};
      send(client.socket, { type, topic, messageId, dbId, ...change });
    }
  }

  closeAll(): void {
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}

/** LOGOUT names one browser's session key; LOGOUT_USER every socket of a user, whatever its host. */
function endsSessionOf(client: Client, notification: Notification): boolean {
  if (notification.topic === logoutTopic) return client.sessionKey !== null && client.sessionKey === notification.dbId;
  return client.principal !== null && client.principal.userId === notification.dbId;
}

function mayReceive(client: Client, tenant: string): boolean {
  if (tenant === 'platform') return true;
  const principal = client.principal;
  if (principal === null) return tenant === client.hostTenant;
  return principal.role === 'admin' || tenant === principal.salesPartnerId;
}

function send(socket: WebSocket, message: SocketServerFrame): void {
  // 1 = OPEN; a socket closing meanwhile simply misses the message.
  if (socket.readyState === 1) socket.send(JSON.stringify(message));
}
