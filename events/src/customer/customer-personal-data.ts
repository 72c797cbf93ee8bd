import type { PersonalFields } from '../core/catalog.ts';

/**
 * A customer's contact and billing address, sealed with the customer's key (subject: the
 * customer id) into the stored field `personal`, as the first sealed customer events were
 * written; erased, both read as null. The firm name and currencies are the firm's, not a
 * person's: they stay readable (ADR 9).
 */
const contactAndAddress: PersonalFields = {
  subject: (data) => (typeof data.customerId === 'string' ? data.customerId : null),
  fields: ['contact', 'billingAddress'],
  erased: () => ({ contact: null, billingAddress: null }),
  sealedAs: 'personal',
};

export const customerPersonalFields: readonly (readonly [string, PersonalFields])[] = [
  ['CustomerCreated', contactAndAddress],
  ['CustomerChanged', contactAndAddress],
];
