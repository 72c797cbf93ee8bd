import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Principal } from './principal.ts';

/** What a signed cookie names: the first login step passed, or a logged-in session. */
export interface TokenClaims {
  readonly purpose: 'login' | 'session';
  readonly userId: string;
  /** Session id (logout of one browser) and the CSRF token the session expects in `x-csrf-token`. */
  readonly sid?: string;
  readonly csrf?: string;
  /** Expiry, epoch milliseconds. */
  readonly exp: number;
  /**
   * Session tokens: who the user acts as, computed at login (ADR 8). Trusted while the session is
   * open in `identity_sessions`: every change of a principal ends the user's sessions.
   */
  readonly principal?: Principal;
}

/**
 * HMAC-SHA256 signed tokens for the login and session cookies, keyed from the credentials key
 * (HKDF, its own info string, so the key that seals TOTP secrets never signs anything).
 * Stateless: every process with the key checks a session without a database round trip.
 *
 * @example
 * const tokens = new SessionTokens(config.credentialsKey);
 * const value = tokens.sign({ purpose: 'login', userId, exp: now + 300_000 });
 * tokens.verify(value, 'login', now)?.userId; // userId, or undefined when forged or expired
 */
export class SessionTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the credentials key needs at least 32 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'portal-session', 'portal session tokens v1', 32));
  }

  sign(claims: TokenClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of a genuine, unexpired token of that purpose, else null. */
  verify(token: string | undefined, purpose: TokenClaims['purpose'], now: number): TokenClaims | null {
    if (!token) return null;
    const [body, mac, rest] = token.split('.');
    if (!body || !mac || rest !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    return claims.purpose === purpose && typeof claims.exp === 'number' && claims.exp > now ? claims : null;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
