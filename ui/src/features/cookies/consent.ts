import { DateTime } from 'luxon';
import { COOKIE_DECISION_MONTHS } from '@/config/constants.ts';

// The cookie banner's decision (spec sections 1 and 9). Only technically necessary storage is
// used, so "accept" acknowledges that; remembering it is itself such storage (localStorage).

export const CONSENT_KEY = 'portal.cookieDecision';

interface StoredDecision {
  acceptedAt: string;
  expiresAt: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered decision still holds at `now`; an expired or unreadable one is removed. */
export function hasValidDecision(storage: Storage, now: Date): boolean {
  const raw = storage.getItem(CONSENT_KEY);
  if (raw === null) return false;
  try {
    const decision = JSON.parse(raw) as Partial<StoredDecision>;
    const expires = DateTime.fromISO(decision.expiresAt ?? '');
    if (expires.isValid && expires.toMillis() > now.getTime()) return true;
  } catch {
    // unreadable: ask again
  }
  storage.removeItem(CONSENT_KEY);
  return false;
}

/** Records an accepted banner; without `remember` nothing is stored and the next visit asks again. */
export function recordDecision(storage: Storage, now: Date, remember: boolean): void {
  if (!remember) {
    storage.removeItem(CONSENT_KEY);
    return;
  }
  const accepted = DateTime.fromJSDate(now);
  const decision: StoredDecision = { acceptedAt: accepted.toISO() ?? '', expiresAt: accepted.plus({ months: COOKIE_DECISION_MONTHS }).toISO() ?? '' };
  storage.setItem(CONSENT_KEY, JSON.stringify(decision));
}
