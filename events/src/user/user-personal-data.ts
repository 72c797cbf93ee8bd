import type { PersonalFields } from '../core/catalog.ts';

/** The key subject of a user's personal data: one key per person (crypto-shredding). */
export const userDataSubject = (userId: string): string => `user-${userId}`;

/** What an erased user's person reads as: no name, no phone, an address that reaches nobody. */
export const erasedPerson = (userId: string) =>
  ({ mail: `erased-${userId}@erased.invalid`, name: '(erased)', prename: '', sex: 'DIV', phoneprefix: '', phone: '' }) as const;

const bySubject = (data: Readonly<Record<string, unknown>>): string | null => (typeof data.userId === 'string' ? userDataSubject(data.userId) : null);
const personOf = (data: Readonly<Record<string, unknown>>) => erasedPerson(String(data.userId));

const person: PersonalFields = { subject: bySubject, fields: ['mail', 'name', 'prename', 'sex', 'phoneprefix', 'phone'], erased: personOf };
const details: PersonalFields = {
  subject: bySubject,
  fields: ['name', 'prename', 'sex', 'phoneprefix', 'phone'],
  erased: (data) => {
    const { mail: _mail, ...rest } = personOf(data);
    return rest;
  },
};
const mailOnly: PersonalFields = { subject: bySubject, fields: ['mail'], erased: (data) => ({ mail: personOf(data).mail }) };

/**
 * The personal fields of the user events and of the mails to a user, sealed with the user's
 * key; stores seal them on append (EventCatalog.personal). Erasing the key leaves every event
 * readable with the `erasedPerson` values in their place.
 */
export const userPersonalFields: readonly (readonly [string, PersonalFields])[] = [
  ['PlatformUserCreated', person],
  ['UserInvited', person],
  ['UserDetailsChanged', details],
  ['UserMailChangeRequested', mailOnly],
  ['UserMailChanged', { subject: bySubject, fields: ['mail', 'previousMail'], erased: (data) => ({ mail: personOf(data).mail, previousMail: personOf(data).mail }) }],
  ['UserMailReserved', mailOnly],
  ['UserMailReleased', mailOnly],
  // A mail names its recipient user: address and parameters (the name) are theirs. Test mails to a partner name nobody.
  ['MailQueued', { subject: bySubject, fields: ['to', 'params'], erased: () => ({ to: '', params: {} }) }],
];
