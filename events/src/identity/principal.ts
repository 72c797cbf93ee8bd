/** Who a logged-in request acts as: computed once at login and carried in the signed session claims. */
export interface Principal {
  readonly userId: string;
  readonly role: 'admin' | 'salesPartner' | 'customer' | 'auditor';
  /** Null for the admin. */
  readonly salesPartnerId: string | null;
  /** Customers only. */
  readonly customerId: string | null;
  readonly customerType: 'FI' | 'PR' | null;
  readonly isCustomerAdmin: boolean;
}

const roles: readonly string[] = ['admin', 'salesPartner', 'customer', 'auditor'];
const nullableText = (value: unknown): boolean => value === null || typeof value === 'string';

/**
 * Whether a value parsed from a session token is a whole principal. A token signed before the
 * principal became a claim has none: its holder logs in again rather than being guessed at.
 */
export function isPrincipal(value: unknown): value is Principal {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.userId === 'string' &&
    typeof p.role === 'string' &&
    roles.includes(p.role) &&
    nullableText(p.salesPartnerId) &&
    nullableText(p.customerId) &&
    (p.customerType === null || p.customerType === 'FI' || p.customerType === 'PR') &&
    typeof p.isCustomerAdmin === 'boolean'
  );
}

/** A principal from the fields that matter (tests, seeds): the rest default to null and false. */
export function principalFrom(fields: Pick<Principal, 'userId' | 'role'> & Partial<Principal>): Principal {
  return {
    userId: fields.userId,
    role: fields.role,
    salesPartnerId: fields.salesPartnerId ?? null,
    customerId: fields.customerId ?? null,
    customerType: fields.customerType ?? null,
    isCustomerAdmin: fields.isCustomerAdmin ?? false,
  };
}
