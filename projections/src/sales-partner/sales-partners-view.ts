import type { SalesPartnerEvent } from '@portal/events';
import type { SalesPartnerDetail, SalesPartnerRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

export type { SalesPartnerDesign } from '@portal/events/read-contracts';

/**
 * One sales partner as the portal shows it: the detail of the read contract (docs/identity-api.md
 * `SalesPartnerDetail`: profile, contact, design) plus the list's order and the position applied.
 */
export interface SalesPartnerDoc extends Readonly<SalesPartnerDetail> {
  /** `<lower-case name>`: the keyset order of the admin's partner list (ties by id). */
  readonly nameKey: string;
  /** Global position of the last event applied, as text. */
  readonly position: string;
}

/** The admin list's row. */
export const salesPartnerRowOf = (doc: SalesPartnerDoc): SalesPartnerRow => ({
  id: doc.id, name: doc.name, subdomain: doc.subdomain, domains: doc.domains, mail: doc.mail, phone: doc.phone, place: doc.address.place,
  country: doc.address.country, currencies: doc.currencies, marketAreas: doc.marketAreas, active: doc.active, publicRegistration: doc.publicRegistration,
  internal: doc.internal, updatedAt: doc.updatedAt,
});

/** The detail of the contract, without the view's bookkeeping. */
export const salesPartnerDetailOf = ({ position: _position, nameKey: _nameKey, ...detail }: SalesPartnerDoc): SalesPartnerDetail => detail;

const nameKeyOf = (name: string): string => name.normalize('NFKC').toLowerCase();

export const salesPartnersView = defineView<SalesPartnerDoc, SalesPartnerEvent>()({
  name: 'sales-partners',
  handles: ['SalesPartnerCreated', 'SalesPartnerChanged', 'SalesPartnerDesignChanged', 'SalesPartnerActivated', 'SalesPartnerDeactivated', 'PublicRegistrationSet', 'SalesPartnerDeleted'],
  indexes: [
    { name: 'subdomain', path: 'subdomain' },
    { name: 'nameKey', path: 'nameKey' },
  ],
  documentIds: (event) => [event.data.salesPartnerId],
  evolve(doc, recorded, id) {
    // Idempotent by position: an event delivered twice changes nothing the second time.
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded;
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
  // Open pages of this partner recolour without a reload (socket message recalcDesign); the
  // admin's list and the partner's own account take the row and detail (recalcSalesPartner).
  notify: (event, id, doc) => [
    ...(event.type === 'SalesPartnerDesignChanged' ? [{ topic: 'DESIGN', dbId: id, tenant: id }] : []),
    { topic: 'SALES_PARTNER', dbId: id, tenant: id, ...(doc ? { row: salesPartnerRowOf(doc), detail: salesPartnerDetailOf(doc) } : {}) },
  ],
});
