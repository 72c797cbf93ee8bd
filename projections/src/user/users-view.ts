import { erasedPerson, type RecordedEvent, type UserEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

/** One portal user as the user lists show it (docs/identity-api.md `UserRow`); no secrets. */
export interface UserRow {
  readonly id: string;
  readonly salesPartnerId: string | null;
  readonly customerId: string | null;
  readonly role: 'admin' | 'salesPartner' | 'customer';
  readonly isCustomerAdmin: boolean;
  /** In lower case, so "Anna@Alpha.test" and "anna@alpha.test" are one address to the index. */
  readonly mail: string;
  readonly name: string;
  readonly prename: string;
  readonly sex: 'MR' | 'MS' | 'DIV';
  readonly language: 'de' | 'en' | 'fr';
  readonly phoneprefix: string;
  readonly phone: string;
  readonly status: 'invited' | 'active' | 'inactive';
  readonly updatedAt: string;
}

/** The stored document: the row plus what reactivation needs to know (whether the user ever activated). */
export interface UserDoc extends UserRow {
  readonly activated: boolean;
}

/** The row of the contract, without the view's bookkeeping. */
export const userRowOf = ({ activated: _activated, ...row }: UserDoc): UserRow => row;

const handled: UserEvent['type'][] = ['PlatformUserCreated', 'UserInvited', 'UserActivated', 'UserDeactivated', 'UserReactivated', 'UserDetailsChanged', 'UserMailChanged', 'UserErased'];

/**
 * Users by partner, customer and mail. Every evolve step sets values rather than counting, so a
 * replayed event leaves the document as it was.
 */
export const usersView: View<UserDoc> = {
  name: 'users',
  handles: handled,
  indexes: [
    { name: 'mail', path: 'mail' },
    { name: 'salesPartnerId', path: 'salesPartnerId' },
    { name: 'customerId', path: 'customerId' },
  ],
  documentIds: (event) => [(event.data as { userId: string }).userId],
  evolve(doc, recorded, id) {
    const event = recorded as unknown as UserEvent & RecordedEvent;
    const updatedAt = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'PlatformUserCreated': {
        const { userId: _id, mail, ...fields } = event.data;
        return { id, ...fields, customerId: null, isCustomerAdmin: false, mail: mail.trim().toLowerCase(), status: 'active', activated: true, updatedAt };
      }
      case 'UserInvited': {
        const { userId: _id, mail, ...fields } = event.data;
        return { id, ...fields, mail: mail.trim().toLowerCase(), status: 'invited', activated: false, updatedAt };
      }
      default:
        break;
    }
    if (doc === null) return null;
    switch (event.type) {
      case 'UserActivated':
        return { ...doc, status: 'active', activated: true, updatedAt };
      case 'UserDeactivated':
        return { ...doc, status: 'inactive', updatedAt };
      case 'UserReactivated':
        return { ...doc, status: doc.activated ? 'active' : 'invited', updatedAt };
      case 'UserDetailsChanged': {
        const { userId: _id, ...details } = event.data;
        return { ...doc, ...details, updatedAt };
      }
      case 'UserMailChanged':
        return { ...doc, mail: event.data.mail.trim().toLowerCase(), updatedAt };
      case 'UserErased':
        // The events before read as erased once the key is gone (a rebuild); this clears the live row at once.
        return { ...doc, ...erasedPerson(id), isCustomerAdmin: false, status: 'inactive', updatedAt };
      default:
        return doc;
    }
  },
};
