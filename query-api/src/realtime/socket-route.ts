import websocket from '@fastify/websocket';
import { ajv, sessionCookieName, sessionKeyOf, type Bus } from '@portal/events';
import type { ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { tenantOfHost } from '../routes/sales-partner/tenant.ts';
import { SocketHub } from './socket-hub.ts';

export const ClientMessage = Type.Object({
  type: Type.Literal('AUTH'),
  autoLogin: Type.Optional(Type.Boolean()),
  reconnect: Type.Optional(Type.Boolean()),
});
const validClientMessage = ajv.compile(ClientMessage);

/**
 * WebSocket /api/socket (spec section 7): the client sends AUTH on connect; from then on it
 * receives the notifications it may see: platform-wide ones and those of the sales partner
 * serving the host it connected to. One bus subscription per process feeds every socket.
 */
export async function socketRoute(app: FastifyInstance, deps: { bus: Bus; readStore: ReadStore }): Promise<SocketHub> {
  const hub = new SocketHub();
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const subscription = await deps.bus.subscribe('portal.>', (n) => hub.relay(n));
  app.addHook('onClose', async () => {
    hub.closeAll();
    await subscription.unsubscribe();
  });

  app.route({
    method: 'GET',
    url: '/api/socket',
    schema: {
      summary: 'Realtime notifications (WebSocket)',
      description: 'Upgrade to a WebSocket, send {"type":"AUTH","autoLogin":true}; then receive {type, topic, messageId, dbId} per change you may see.',
      tags: ['realtime'],
    },
    // A plain GET (no upgrade) gets a clear answer instead of hanging.
    handler: async (_request, reply) =>
      reply.status(426).header('upgrade', 'websocket').send({ isClientError: true, code: 'ERR_BAD_REQUEST', message: 'use a WebSocket upgrade' }),
    wsHandler: (socket, request) => {
      const client = hub.add(socket, null, sessionCookieOf(request.headers.cookie));
      // The upgrade request's host picks the tenant. AUTH waits for it, so no notification of
      // another tenant can slip through before it is known.
      const tenantKnown = tenantOfHost(deps.readStore, request.headers.host).then(
        (tenant) => {
          client.tenant = tenant;
        },
        (error: unknown) => request.log.warn({ err: error }, 'socket tenant lookup failed; platform notifications only'),
      );
      socket.on('message', (raw: Buffer) => {
        let message: unknown;
        try {
          message = JSON.parse(raw.toString('utf8'));
        } catch {
          message = undefined;
        }
        if (!validClientMessage(message)) {
          socket.send(JSON.stringify({ type: 'error', isClientError: true, code: 'VALIDATION_ERROR', message: 'expected {"type":"AUTH"}' }));
          return;
        }
        void tenantKnown.then(() => hub.authenticate(client));
      });
    },
  });
  return hub;
}

/** The key of the session cookie the upgrade request carried (logout reaches this socket by it). */
function sessionCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === sessionCookieName) {
      const value = part.slice(at + 1).trim();
      if (value === '') return null;
      try {
        return sessionKeyOf(decodeURIComponent(value));
      } catch {
        return null;
      }
    }
  }
  return null;
}
