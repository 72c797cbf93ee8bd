import { createHash } from 'node:crypto';

/** The cookie that carries a logged-in session (set by the command API's login). */
export const sessionCookieName = 'portal_session';

/** Bus topic of a logout: `dbId` is the session key, and only that browser's sockets hear it. */
export const logoutTopic = 'LOGOUT';

/** Bus topic that ends every open socket of a user (`dbId` = userId): deactivation, password reset, principal change. */
export const logoutUserTopic = 'LOGOUT_USER';

/**
 * Names a session on the bus and in the socket hub without revealing it: the SHA-256 of the
 * session cookie's value. Only who holds the cookie can compute it, so no other page can be
 * matched to a session's logout, and the bus never carries a usable token.
 *
 * @example
 * await bus.publish({ topic: logoutTopic, messageId, dbId: sessionKeyOf(cookie), tenant: 'platform' });
 */
export const sessionKeyOf = (sessionCookie: string): string => createHash('sha256').update(sessionCookie).digest('hex');
