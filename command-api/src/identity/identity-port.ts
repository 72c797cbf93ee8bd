import { randomUUID } from 'node:crypto';
import { type Actor, type Bus, logoutUserTopic, validationError } from '@portal/events';
import type { AttemptLimiter } from './credentials/attempt-limiter.ts';
import type { Credentials } from './credentials/credentials.ts';
import { userTokenKinds, type UserTokenStore } from './credentials/user-tokens.ts';
import { UserSecrets } from './user-secrets.ts';

// Moved to @portal/events (the query API's socket hub listens to it); re-exported for callers here.
export { logoutUserTopic };

/**
 * What commands need of identity beyond their own streams: the acting user's password for
 * destructive actions (spec section 6), and ending the sessions of users who lose access.
 *
 * @example
 * await deps.identity.assertActingPassword(context.actor, data.actingPassword, context.now);
 * await deps.identity.endSessionsOf([userId], context.now);
 */
export interface IdentityPort {
  /**
   * Refuses with VALIDATION_ERROR at `field` ("wrong password, action not executed"); the
   * operator token has no password and passes. Guesses count as password attempts of the acting
   * user and of the client's address (TOO_MANY_REQUESTS), as at login.
   */
  assertActingPassword(context: ActingContext, password: string, field?: string): Promise<void>;
  /** Ends every open session of these users on the server and tells their open sockets. */
  endSessionsOf(userIds: readonly string[], now: Date): Promise<void>;
  /** Erased users: their password, authenticator, recovery codes and open links are deleted. */
  forgetUsers(userIds: readonly string[], now: Date): Promise<void>;
  /** Passwords, activation links and verification codes of users (absent without a token store). */
  readonly secrets?: UserSecrets;
}

export interface IdentityPortDeps {
  readonly credentials: Credentials;
  readonly sessions: { endAllOf(userId: string, now: Date): Promise<void> };
  readonly bus?: Bus;
  /** With both, the port offers `secrets` (activation, reset, mail change). */
  readonly tokens?: UserTokenStore;
  readonly limiter?: AttemptLimiter;
}

/** Who acts, when, and from where: a command's context. */
export type ActingContext = { readonly actor: Actor; readonly now: Date; readonly clientAddress?: string };

// The ops CLI and seeds act as the operator or the system: nobody to ask for a password.
const hasNoPassword = (actor: Actor): boolean => actor.role === 'system' || actor.userId === 'operator';

export function identityPort(deps: IdentityPortDeps): IdentityPort {
  return {
    secrets: deps.tokens && deps.limiter ? new UserSecrets(deps.tokens, deps.credentials, deps.limiter) : undefined,
    async assertActingPassword({ actor, now, clientAddress = 'internal' }, password, field = 'data.actingPassword') {
      if (hasNoPassword(actor)) return;
      await deps.limiter?.assertAttemptAllowed('password', actor.userId, clientAddress, now);
      if (!(await deps.credentials.checkPassword(actor.userId, password, now))) {
        await deps.limiter?.recordFailure('password', actor.userId, clientAddress, now);
        throw validationError(field, 'wrong password, action not executed');
      }
      await deps.limiter?.recordSuccess('password', actor.userId, clientAddress, now);
    },
    async endSessionsOf(userIds, now) {
      for (const userId of userIds) {
        await deps.sessions.endAllOf(userId, now);
        await deps.bus?.publish({ topic: logoutUserTopic, messageId: randomUUID(), dbId: userId, tenant: 'platform' });
      }
    },
    async forgetUsers(userIds, now) {
      for (const userId of userIds) {
        await deps.credentials.erase(userId);
        for (const kind of userTokenKinds) await deps.tokens?.revokeAll(kind, userId, now);
      }
    },
  };
}
