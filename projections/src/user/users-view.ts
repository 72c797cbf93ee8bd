import type { RecordedEvent, UserEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

/** One portal user as login and the user lists read it; no secrets (those are in the credentials store). */
export interface UserDoc {
  readonly id: string;
  readonly salesPartnerId: string | null;
  readonly role: 'admin' | 'salesPartner';
  /** In lower case, so login finds "Anna@Alpha.test" under "anna@alpha.test". */
  readonly mail: string;
  readonly name: string;
  readonly prename: string;
  readonly sex: 'MR' | 'MS' | 'DIV';
  readonly language: 'de' | 'en' | 'fr';
  readonly phoneprefix: string;
  readonly phone: string;
  readonly active: boolean;
  readonly position: string;
  readonly updatedAt: string;
}

export const usersView: View<UserDoc> = {
  name: 'users',
  handles: ['PlatformUserCreated'],
  indexes: [
    { name: 'mail', path: 'mail' },
    { name: 'salesPartnerId', path: 'salesPartnerId' },
  ],
  documentIds: (event) => [(event.data as { userId: string }).userId],
  evolve(doc, recorded, id) {
    const event = recorded as unknown as UserEvent & RecordedEvent;
    switch (event.type) {
      case 'PlatformUserCreated': {
        const { userId: _id, mail, ...fields } = event.data;
        return { id, ...fields, mail: mail.trim().toLowerCase(), active: true, position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
      }
      default:
        return doc;
    }
  },
};
