// Browser-safe (imported by the UI as @portal/events/guards): no Node built-ins, no other imports.

/**
 * The role guards of spec section 6 and of the auditor (docs/adr/0025-auditors.md). `loggedIn`
 * lets every logged-in user through, the auditor included: it guards only what is the user's own
 * (their session, their user). `businessUser` is spec section 6's "any logged-in user" for
 * business data: the admin, partner and customer users, never the auditor, who reads through the
 * audit routes alone. No other guard admits the auditor either.
 */
export type RoleGuard = 'loggedIn' | 'businessUser' | 'admin' | 'salesPartner' | 'adminOrSalesPartner' | 'salesPartnerOrCustomer' | 'salesPartnerOrFirm' | 'firm' | 'private' | 'auditor' | 'adminOrAuditor';

export const roleGuards: readonly RoleGuard[] = ['loggedIn', 'businessUser', 'admin', 'salesPartner', 'adminOrSalesPartner', 'salesPartnerOrCustomer', 'salesPartnerOrFirm', 'firm', 'private', 'auditor', 'adminOrAuditor'];

export interface GuardedRole {
  readonly role: string;
  readonly customerType: 'FI' | 'PR' | null;
}

/**
 * Whether a logged-in user passes a guard: one rule for the server's route guards
 * (query-api/src/auth) and the UI's page guards (ui/src/app/guards.ts), so the two cannot drift.
 *
 * @example roleGuardAllows('salesPartnerOrFirm', { role: 'customer', customerType: 'PR' }) // false
 */
export function roleGuardAllows(guard: RoleGuard, { role, customerType }: GuardedRole): boolean {
  switch (guard) {
    case 'loggedIn':
      return role === 'admin' || role === 'salesPartner' || role === 'customer' || role === 'auditor';
    case 'businessUser':
      return role === 'admin' || role === 'salesPartner' || role === 'customer';
    case 'admin':
      return role === 'admin';
    case 'salesPartner':
      return role === 'salesPartner';
    case 'adminOrSalesPartner':
      return role === 'admin' || role === 'salesPartner';
    case 'salesPartnerOrCustomer':
      return role === 'salesPartner' || role === 'customer';
    case 'salesPartnerOrFirm':
      return role === 'salesPartner' || (role === 'customer' && customerType === 'FI');
    case 'firm':
      return role === 'customer' && customerType === 'FI';
    case 'private':
      return role === 'customer' && customerType === 'PR';
    case 'auditor':
      return role === 'auditor';
    case 'adminOrAuditor':
      return role === 'admin' || role === 'auditor';
    default: {
      const unknown: never = guard;
      throw new Error(`unknown guard ${String(unknown)}`);
    }
  }
}
