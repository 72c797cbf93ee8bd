import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from '@portal/events';

/** What a signed cookie names: the first login step passed, or a logged-in session. */
export interface TokenClaims {
  readonly purpose: 'login' | 'session';
  readonly userId: string;
  /** Session id (logout of one browser) and the CSRF token the session expects in `x-csrf-token`. */
  readonly sid?: string;
  readonly csrf?: string;
  /** Expiry, epoch milliseconds (the token carries whole seconds, rounded down: it may end up to a second early). */
  readonly exp: number;
  /**
   * Session tokens: who the user acts as, computed at login (ADR 8). Trusted while the session is
   * open in `identity_sessions`: every change of a principal ends the user's sessions.
   */
  readonly principal?: Principal;
}

// The one algorithm a token may name: verification refuses every other `alg`, `none` included.
const algorithm = 'HS256';

/**
 * JWTs (HS256, through jose) for the login and session cookies, keyed from the credentials key
 * (HKDF under its own info string, so the key that seals TOTP secrets never signs anything).
 * Stateless: every process with the key checks a token without a database round trip (ADR 18).
 *
 * @example
 * const tokens = new SessionTokens(config.credentialsKey);
 * const value = await tokens.sign({ purpose: 'login', userId, exp: now + 300_000 });
 * (await tokens.verify(value, 'login', now))?.userId; // userId, or undefined when forged or expired
 */
export class SessionTokens {
  private readonly key: KeyObject;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the credentials key needs at least 32 characters');
    // v2: the JWT format of ADR 18; a v1 token (ADR 7's own format) verifies under no key of v2.
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'portal-session', 'portal session tokens v2', 32)));
  }

  sign(claims: TokenClaims): Promise<string> {
    const { purpose, userId, sid, csrf, principal, exp } = claims;
    return new SignJWT({ purpose, sid, csrf, principal })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(userId)
      .setExpirationTime(Math.floor(exp / 1000))
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token of that purpose, else null. */
  async verify(token: string | undefined, purpose: TokenClaims['purpose'], now: number): Promise<TokenClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [algorithm], requiredClaims: ['exp', 'sub'], currentDate: new Date(now) });
      if (payload.purpose !== purpose || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        purpose,
        userId: payload.sub,
        exp: payload.exp * 1000,
        ...(typeof payload.sid === 'string' && { sid: payload.sid }),
        ...(typeof payload.csrf === 'string' && { csrf: payload.csrf }),
        ...(payload.principal !== undefined && { principal: payload.principal as Principal }),
      };
    } catch {
      // Forged, expired, malformed or of another algorithm: no token of ours.
      return null;
    }
  }
}
