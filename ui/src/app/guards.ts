import { roleGuardAllows, type RoleGuard } from '@portal/events/guards';
import { afterLoginPath, homePathOf, loginPath, paths } from '@/config/paths.ts';
import type { CustomerType, Role } from './session-slice.ts';

// Route guards of spec section 6 and of the auditor (docs/adr/0025-auditors.md), as one pure
// decision. Business pages take `businessUser` (spec section 6's "any logged-in user"): the
// auditor passes `loggedIn` but no business guard.

export type Guard = 'public' | 'publicOnly' | RoleGuard;

export interface GuardSession {
  role: Role;
  customerType: CustomerType | null;
  /** After the user's own logout a protected page goes to plain /login, not back to itself. */
  loggedOutByUser?: boolean;
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

// The same rule as the server's route guards (events/src/identity/guard-rules.ts).
const roleAllowed = (guard: RoleGuard, session: GuardSession): boolean => roleGuardAllows(guard, session);

/**
 * Spec section 4: a public-only page (login, registration, ...) while logged in goes to
 * /dashboard, or to the page its `?redirect=` names (that is how the login returns the user
 * to where they wanted to go); a protected page while logged out goes to /login?redirect={full path}; a wrong
 * role goes to /dashboard. The auditor's home is the audit instead (`homePathOf`).
 *
 * @example guardDecision('admin', { role: 'default', customerType: null }, '/ecology') // { allow: false, redirect: '/login?redirect=%2Fecology' }
 */
export function guardDecision(guard: Guard, session: GuardSession, fullPath: string): GuardDecision {
  const loggedIn = session.role !== 'default';
  if (guard === 'public') return { allow: true };
  if (guard === 'publicOnly') return loggedIn ? { allow: false, redirect: afterLoginPath(fullPath, session.role) } : { allow: true };
  if (!loggedIn) return { allow: false, redirect: session.loggedOutByUser ? paths.login : loginPath(fullPath) };
  if (roleAllowed(guard, session)) return { allow: true };
  return { allow: false, redirect: homePathOf(session.role) };
}
