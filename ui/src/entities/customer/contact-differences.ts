import type { UserRow } from '@portal/events/read-contracts';
import type { CustomerContact } from './customer-api.ts';

// Issue 10, point 6. A firm's contact person is the company's own record (spec section 3,
// "Customer and contact"), changed with ChangeCustomer by its customer admins; a user's personal
// details are the user's record (ChangeUserDetails). Often they are the same person: then the two
// records must never disagree silently, so the company details name what differs and offer to
// take the personal details over.

/** The person fields both records hold, as the customer contact names them. */
export const personFields = ['sex', 'prename', 'name', 'phoneprefix', 'phone', 'language'] as const;
export type PersonField = (typeof personFields)[number];

type Person = Pick<UserRow, 'mail' | PersonField>;

/** Whether the contact is this user: the same mail address (mail addresses are unique per user). */
export function isContactOf(contact: Pick<CustomerContact, 'mail'>, user: Pick<UserRow, 'mail'>): boolean {
  return contact.mail.trim().toLowerCase() === user.mail.trim().toLowerCase();
}

/** The person fields in which the company's contact differs from the user it names; empty when the contact is somebody else. */
export function contactDifferences(contact: Pick<CustomerContact, 'mail' | PersonField>, user: Person): PersonField[] {
  if (!isContactOf(contact, user)) return [];
  return personFields.filter((field) => contact[field].trim() !== user[field].trim());
}

/** The contact with the user's person fields taken over (address and mail stay the company's). */
export function contactFromUser<C extends Record<PersonField, string>>(contact: C, user: Person): C {
  return { ...contact, ...Object.fromEntries(personFields.map((field) => [field, user[field]])) };
}
