import { erasedPerson, type UserEvent } from '@portal/events';
import type { UserRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/** The stored document: the row of the read contract (docs/identity-api.md `UserRow`) plus what reactivation needs to know (whether the user ever activated). */
export interface UserDoc extends Readonly<UserRow> {
  readonly activated: boolean;
}

/** The row of the contract, without the view's bookkeeping. */
export const userRowOf = ({ activated: _activated, ...row }: UserDoc): UserRow => row;

const handled: UserEvent['type'][] = ['PlatformUserCreated', 'UserInvited', 'UserActivated', 'UserDeactivated', 'UserReactivated', 'UserDetailsChanged', 'UserMailChanged', 'UserErased'];

/**
 * Users by partner, customer, mail and role. Every evolve step sets values rather than counting, so a
 * replayed event leaves the document as it was.
 */
export const usersView = defineView<UserDoc, UserEvent>()({
  name: 'users',
  handles: handled,
  indexes: [
    { name: 'mail', path: 'mail' },
    { name: 'salesPartnerId', path: 'salesPartnerId' },
    { name: 'customerId', path: 'customerId' },
    // The platform's auditors belong to no partner: the admin lists them by role.
    { name: 'role', path: 'role' },
  ],
  documentIds: (event) => [event.data.userId],
  evolve(doc, recorded, id) {
    const event = recorded;
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
  // Open user lists and pages take the row in place (socket recalcUser); the relay hands it only
  // to those who may read this user. Admins belong to no partner: the platform carries them.
  notify: (_event, id, doc) => doc && { topic: 'USER', dbId: id, tenant: doc.salesPartnerId ?? 'platform', row: userRowOf(doc) },
});
