import websocket from '@fastify/websocket';
import { ajv, sessionKeyOf, type Bus } from '@portal/events';
import { cookieNames } from '@portal/platform';
import { type Problem, SocketClientFrame, type SocketErrorFrame } from '@portal/events/read-contracts';
import type { ReadStore } from '@portal/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantOfHost } from '../routes/sales-partner/tenant.ts';
import { completingRelay } from './row-completion.ts';
import { SocketHub } from './socket-hub.ts';

const validClientMessage = ajv.compile(SocketClientFrame);
const notAuth: SocketErrorFrame = { type: 'error', isClientError: true, code: 'VALIDATION_ERROR', message: 'expected {"type":"AUTH"}' };
const notUpgraded: Problem = { isClientError: true, code: 'ERR_BAD_REQUEST', message: 'use a WebSocket upgrade' };

/**
 * WebSocket /api/socket (spec section 7): the client sends AUTH on connect and is answered with
 * the principal of the session cookie the socket was opened with (checked again on every AUTH,
 * so an ended session answers logged out). From then on it receives the notifications it may
 * see (SocketHub). One bus subscription per process feeds every socket.
 */
export async function socketRoute(app: FastifyInstance, deps: { bus: Bus; readStore: ReadStore }): Promise<SocketHub> {
  const hub = new SocketHub();
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const relay = completingRelay(deps.readStore, (n) => hub.relay(n), (error, n) => app.log.warn({ err: error, topic: n.topic, dbId: n.dbId }, 'socket row completion failed; relayed without the row'));
  const subscription = await deps.bus.subscribe('portal.>', relay);
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
      reply.status(426).header('upgrade', 'websocket').send(notUpgraded),
    wsHandler: (socket, request) => {
      const client = hub.add(socket, null, sessionKeyOfRequest(request));
      // The upgrade request's host picks the tenant. AUTH waits for it, so no notification of
      // another tenant can slip through before it is known.
      const tenantKnown = tenantOfHost(deps.readStore, request.headers.host).then(
        (tenant) => {
          client.hostTenant = tenant;
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
          socket.send(JSON.stringify(notAuth));
          return;
        }
        void tenantKnown
          .then(() => app.resolvePrincipal(request))
          .then(
            (principal) => hub.authenticate(client, principal),
            (error: unknown) => {
              request.log.warn({ err: error }, 'socket session lookup failed; answering logged out');
              hub.authenticate(client, null);
            },
          );
      });
    },
  });
  return hub;
}

/** The key of the session cookie the upgrade request carried (logout reaches this socket by it). */
function sessionKeyOfRequest(request: FastifyRequest): string | null {
  const token = request.cookies[cookieNames.session];
  return token ? sessionKeyOf(token) : null;
}
