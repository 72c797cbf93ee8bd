import type { ChangeSalesPartnerDesign, RecordedEvent, SalesPartnerEvent, SalesPartnerProfile } from '@portal/events';
import type { View } from '../engine/view.ts';

export type SalesPartnerDesign = Omit<ChangeSalesPartnerDesign, 'salesPartnerId'>;

/** One sales partner as the portal shows it: profile, contact and design. */
export interface SalesPartnerDoc extends SalesPartnerProfile {
  readonly id: string;
  /** Null until a design is set: the UI then shows the platform default. */
  readonly design: SalesPartnerDesign | null;
  /** Global position of the last event applied, as text. */
  readonly position: string;
  readonly updatedAt: string;
}

export const salesPartnersView: View<SalesPartnerDoc> = {
  name: 'sales-partners',
  handles: ['SalesPartnerCreated', 'SalesPartnerChanged', 'SalesPartnerDesignChanged'],
  indexes: [{ name: 'subdomain', path: 'subdomain' }],
  documentIds: (event) => [(event.data as { salesPartnerId: string }).salesPartnerId],
  evolve(doc, recorded, id) {
    const event = recorded as unknown as SalesPartnerEvent & RecordedEvent;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    switch (event.type) {
      case 'SalesPartnerCreated': {
        const { salesPartnerId: _id, ...profile } = event.data;
        return { id, ...profile, design: null, ...stamp };
      }
      case 'SalesPartnerChanged': {
        const { salesPartnerId: _id, removedDomains: _removed, ...profile } = event.data;
        return doc && { ...profile, id, design: doc.design, ...stamp };
      }
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
