import { logoutTopic, type Notification } from '@portal/events';
import type { WebSocket } from 'ws';
import { messageNameFor } from './message-names.ts';

type Role = 'admin' | 'salesPartner' | 'customer' | 'default';

interface Client {
  readonly socket: WebSocket;
  role: Role;
  /** The sales partner whose notifications this client may see, beside platform-wide ones. */
  tenant: string | null;
  authenticated: boolean;
  /** `sessionKeyOf` the session cookie the socket was opened with, or null. */
  readonly sessionKey: string | null;
}

/**
 * The sockets connected to this query-api process. Every notification from the bus is sent to
 * the clients allowed to see it, under the message name of the client's role.
 */
export class SocketHub {
  private readonly clients = new Set<Client>();

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket, tenant: string | null, sessionKey: string | null = null): Client {
    const client: Client = { socket, role: 'default', tenant, authenticated: false, sessionKey };
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    return client;
  }

  /** Answers the client's AUTH. Without a session (login arrives with issue 4) the role is default. */
  authenticate(client: Client): void {
    client.authenticated = true;
    send(client.socket, { type: 'AUTH', loggedIn: false, role: client.role, salesPartnerId: client.tenant });
  }

  relay(notification: Notification): void {
    for (const client of this.clients) {
      if (notification.topic === logoutTopic) {
        // Only the pages of the browser that logged out, whatever their tenant.
        if (client.sessionKey !== null && client.sessionKey === notification.dbId) send(client.socket, { type: 'logoutResponse' });
        continue;
      }
      if (!client.authenticated) continue;
      if (notification.tenant !== 'platform' && notification.tenant !== client.tenant) continue;
      const type = messageNameFor(notification.topic, client.role);
      if (!type) continue;
      send(client.socket, { type, topic: notification.topic, messageId: notification.messageId, dbId: notification.dbId });
    }
  }

  closeAll(): void {
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}

function send(socket: WebSocket, message: unknown): void {
  // 1 = OPEN; a socket closing meanwhile simply misses the message.
  if (socket.readyState === 1) socket.send(JSON.stringify(message));
}
