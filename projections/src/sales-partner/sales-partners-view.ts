import type { ChangeSalesPartnerDesign, RecordedEvent, SalesPartnerEvent, SalesPartnerProfile } from '@portal/events';
import type { View } from '../engine/view.ts';

export type SalesPartnerDesign = Omit<ChangeSalesPartnerDesign, 'salesPartnerId'>;

/** One sales partner as the portal shows it: profile, contact and design. */
export interface SalesPartnerDoc extends SalesPartnerProfile {
  readonly id: string;
  /** Null until a design is set: the UI then shows the platform default. */
  readonly design: SalesPartnerDesign | null;
  /** `<lower-case name>`: the keyset order of the admin's partner list (ties by id). */
  readonly nameKey: string;
  /** Global position of the last event applied, as text. */
  readonly position: string;
  readonly updatedAt: string;
}

const nameKeyOf = (name: string): string => name.normalize('NFKC').toLowerCase();

export const salesPartnersView: View<SalesPartnerDoc> = {
  name: 'sales-partners',
  handles: ['SalesPartnerCreated', 'SalesPartnerChanged', 'SalesPartnerDesignChanged', 'SalesPartnerActivated', 'SalesPartnerDeactivated', 'PublicRegistrationSet', 'SalesPartnerDeleted'],
  indexes: [
    { name: 'subdomain', path: 'subdomain' },
    { name: 'nameKey', path: 'nameKey' },
  ],
  documentIds: (event) => [(event.data as { salesPartnerId: string }).salesPartnerId],
  evolve(doc, recorded, id) {
    // Idempotent by position: an event delivered twice changes nothing the second time.
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded as unknown as SalesPartnerEvent & RecordedEvent;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    switch (event.type) {
      case 'SalesPartnerCreated': {
        const { salesPartnerId: _id, ...profile } = event.data;
        return { id, ...profile, design: null, nameKey: nameKeyOf(profile.name), ...stamp };
      }
      case 'SalesPartnerChanged': {
        const { salesPartnerId: _id, removedDomains: _removed, ...profile } = event.data;
        return doc && { ...profile, id, design: doc.design, nameKey: nameKeyOf(profile.name), ...stamp };
      }
      case 'SalesPartnerActivated':
      case 'SalesPartnerDeactivated':
        return doc && { ...doc, active: event.type === 'SalesPartnerActivated', ...stamp };
      case 'PublicRegistrationSet':
        return doc && { ...doc, publicRegistration: event.data.allowed, ...stamp };
      case 'SalesPartnerDeleted':
        return null;
      case 'SalesPartnerDesignChanged': {
        const { salesPartnerId: _id, ...design } = event.data;
        return doc && { ...doc, design, ...stamp };
      }
      default:
        return doc;
    }
  },
  // Open pages of this partner recolour without a reload (socket message recalcDesign).
  notify: (event, id) => (event.type === 'SalesPartnerDesignChanged' ? { topic: 'DESIGN', dbId: id, tenant: id } : null),
};
