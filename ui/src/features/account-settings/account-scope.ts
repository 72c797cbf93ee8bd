import type { UserScope } from '@/entities/user/user-draft.ts';

// Who a user of the account settings may invite (docs/identity-api.md, InviteUser): a partner
// user its partner's users, a firm customer's admin its customer's users; nobody else.

export interface ScopeSession {
  role: 'default' | 'admin' | 'salesPartner' | 'customer' | 'auditor';
  customerType: 'FI' | 'PR' | null;
  user: { salesPartnerId?: string | null; customerId?: string | null; isCustomerAdmin?: boolean } | null;
}

/**
 * @example accountUserScope({ role: 'salesPartner', customerType: null, user: { salesPartnerId: 'p' } }) // { salesPartnerId: 'p', customerId: null, role: 'salesPartner' }
 */
export function accountUserScope(session: ScopeSession): UserScope | null {
  const salesPartnerId = session.user?.salesPartnerId ?? null;
  if (session.role === 'salesPartner' && salesPartnerId) return { salesPartnerId, customerId: null, role: 'salesPartner' };
  const customerId = session.user?.customerId ?? null;
  if (session.role === 'customer' && session.customerType === 'FI' && session.user?.isCustomerAdmin && customerId) {
    return { salesPartnerId, customerId, role: 'customer' };
  }
  return null;
}
