import { DomainError } from '@portal/events';
import type { Principal } from './principal.ts';

// Tenant rules of docs/identity-api.md. Every refusal is 403 ERR_BAD_REQUEST, also for an id
// that exists elsewhere: a 404 would tell another tenant's ids apart from made-up ones.
const refuse = (what: string): never => {
  throw new DomainError('ERR_BAD_REQUEST', 403, `not yours: ${what}`);
};

/** The admin, or a user of this very partner (partner users and its customers' users). */
export function assertSameSalesPartner(principal: Principal, salesPartnerId: string | null): void {
  if (principal.role === 'admin') return;
  if (principal.salesPartnerId === null || principal.salesPartnerId !== salesPartnerId) refuse(`sales partner ${salesPartnerId}`);
}

/** A customer as the tenant checks need it (a read model row or the customer's first event). */
export interface CustomerRef {
  readonly customerId: string;
  readonly salesPartnerId: string;
}

/** The admin, the customer's partner's users, and the customer's own users. */
export function assertMayReadCustomer(principal: Principal, customer: CustomerRef): void {
  if (principal.role === 'admin') return;
  if (principal.role === 'salesPartner' && principal.salesPartnerId === customer.salesPartnerId) return;
  if (principal.role === 'customer' && principal.customerId === customer.customerId) return;
  refuse(`customer ${customer.customerId}`);
}

/** A user as the tenant checks need it. */
export interface UserRef {
  readonly userId: string;
  readonly salesPartnerId: string | null;
  readonly customerId: string | null;
}

/**
 * Everybody sees themself; the admin everybody; a partner's users the partner's users and its
 * customers' users; a firm customer's users their customer's users.
 */
export function assertMayReadUser(principal: Principal, user: UserRef): void {
  if (principal.userId === user.userId || principal.role === 'admin') return;
  if (principal.role === 'salesPartner' && user.salesPartnerId !== null && principal.salesPartnerId === user.salesPartnerId) return;
  if (principal.role === 'customer' && principal.customerType === 'FI' && user.customerId !== null && principal.customerId === user.customerId) return;
  refuse(`user ${user.userId}`);
}
