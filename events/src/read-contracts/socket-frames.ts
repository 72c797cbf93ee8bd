import Type from 'typebox';
import { Nullable } from './envelope.ts';
import { Problem } from './problem-body.ts';

/**
 * The frames of `WebSocket /api/socket` (spec section 7), once for the query API's relay and the
 * browser: the client sends AUTH; the server answers AUTH with the session's principal, then
 * sends a change frame per notification the client may see (under the spec's message name of
 * its role), `logoutResponse` when its session ends, and an error frame for a frame it refuses.
 *
 * @example
 * const auth: SocketClientFrame = { type: 'AUTH', autoLogin: true, reconnect: false }; // browser
 * send(socket, { type: 'recalcConfig', topic: 'CONFIG', messageId, dbId } satisfies SocketChangeFrame); // relay
 */
export const SocketClientFrame = Type.Object({
  type: Type.Literal('AUTH'),
  autoLogin: Type.Optional(Type.Boolean()),
  reconnect: Type.Optional(Type.Boolean()),
});
export type SocketClientFrame = Type.Static<typeof SocketClientFrame>;

/** The answer to AUTH: who the socket's session is (`default` and the host's partner while logged out). */
export const SocketAuthFrame = Type.Object({
  type: Type.Literal('AUTH'),
  loggedIn: Type.Boolean(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('salesPartner'), Type.Literal('customer'), Type.Literal('auditor'), Type.Literal('default')]),
  salesPartnerId: Nullable(Type.String()),
  customerId: Nullable(Type.String()),
  customerType: Nullable(Type.Union([Type.Literal('FI'), Type.Literal('PR')])),
});
export type SocketAuthFrame = Type.Static<typeof SocketAuthFrame>;

/**
 * A change the client may see: `type` is the spec's message name for its role (`recalcOfferTable`,
 * `recalcConfig`, ...), `messageId` the command behind it (a client ignores its own echo). A row
 * topic's frame may carry the row and detail of these contracts, shaped for the client's role.
 */
export const SocketChangeFrame = Type.Object({
  type: Type.String(),
  topic: Type.String(),
  messageId: Type.String(),
  dbId: Type.String(),
  row: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  detail: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type SocketChangeFrame = Type.Static<typeof SocketChangeFrame>;

/** The socket's session ended (logout elsewhere, deactivation, password reset): the page logs out. */
export const SocketLogoutFrame = Type.Object({ type: Type.Literal('logoutResponse') });
export type SocketLogoutFrame = Type.Static<typeof SocketLogoutFrame>;

/** An admin's message to the open pages (spec section 4), shown whatever the auto-update setting. */
export const SocketAdminFrame = Type.Object({ type: Type.Literal('messageAdmin'), title: Type.String(), body: Type.String() });
export type SocketAdminFrame = Type.Static<typeof SocketAdminFrame>;

/** A client frame the server refused, with the problem body every service answers with. */
export const SocketErrorFrame = Type.Object({ type: Type.Literal('error'), ...Problem.properties });
export type SocketErrorFrame = Type.Static<typeof SocketErrorFrame>;

export type SocketServerFrame = SocketAuthFrame | SocketChangeFrame | SocketLogoutFrame | SocketAdminFrame | SocketErrorFrame;

/**
 * A server frame as a browser reads it before trusting it: `type` and whatever else of the
 * frames' fields it holds (an older server may leave some out).
 */
export type SocketFrameAsRead = { readonly type: string } & Partial<Omit<SocketChangeFrame, 'type'> & Omit<SocketAdminFrame, 'type'>>;
