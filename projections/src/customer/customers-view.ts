import type { BillingAddress, CustomerContact, MembershipEvent, RecordedEvent } from '@portal/events';
import type { View } from '../engine/view.ts';

/**
 * One customer as the customer list and detail show it (docs/identity-api.md: CustomerRow,
 * CustomerDetail). Deleted customers are gone; an erased private customer keeps a document with
 * every personal field removed (`erased: true`), left out of lists.
 */
export interface CustomerDoc {
  readonly id: string;
  readonly salesPartnerId: string;
  readonly customerType: 'FI' | 'PR';
  /** The firm name (FI) or "name prename" (PR): what the list shows and sorts by. */
  readonly customername: string | null;
  readonly firmname: string | null;
  readonly contact: CustomerContact | null;
  readonly billingAddress: BillingAddress | null;
  readonly currencies: readonly ('CHF' | 'EUR')[];
  readonly registered: boolean;
  readonly erased: boolean;
  /** Users ever added to the customer (its membership). */
  readonly users: number;
  /** `<lower-case customername>`, the keyset order of lists; null for an erased customer (left out of lists). */
  readonly nameKey: string | null;
  readonly position: string;
  readonly updatedAt: string;
}

type Profile = Pick<CustomerDoc, 'firmname' | 'contact' | 'billingAddress' | 'currencies'>;

function named(type: 'FI' | 'PR', profile: Profile): Pick<CustomerDoc, 'customername' | 'nameKey'> {
  const customername = type === 'FI' ? profile.firmname : profile.contact && `${profile.contact.name} ${profile.contact.prename}`;
  // Stored events are complete (the catalog validates them); a partial one must not stop the view.
  return typeof customername === 'string' ? { customername, nameKey: customername.normalize('NFKC').toLowerCase() } : { customername: null, nameKey: null };
}

type Ids = { readonly customerId: string; readonly salesPartnerId: string };
type OpenedProfile = Pick<CustomerDoc, 'firmname' | 'contact' | 'billingAddress' | 'currencies'>;
/** The customer events as the store hands them out: contact and billing address opened, null once the customer is erased (ADR 9). */
type OpenedEvent =
  | { readonly type: 'CustomerCreated'; readonly data: Ids & OpenedProfile & { readonly customerType: 'FI' | 'PR'; readonly registered: boolean } }
  | { readonly type: 'CustomerChanged'; readonly data: Ids & OpenedProfile }
  | { readonly type: 'CustomerDeleted' | 'CustomerErased'; readonly data: Ids };

const isMemberOfCustomer = (event: RecordedEvent): boolean => event.type === 'MemberAdded' && (event.data as { scope: string }).scope === 'customer';

export const customersView: View<CustomerDoc> = {
  name: 'customers',
  handles: ['CustomerCreated', 'CustomerChanged', 'CustomerDeleted', 'CustomerErased', 'MemberAdded'],
  indexes: [
    { name: 'salesPartnerId', path: 'salesPartnerId' },
    { name: 'nameKey', path: 'nameKey' },
  ],
  documentIds(event) {
    if (event.type === 'MemberAdded') return isMemberOfCustomer(event) ? [(event.data as { scopeId: string }).scopeId] : [];
    return [(event.data as { customerId: string }).customerId];
  },
  evolve(doc, recorded, id) {
    // Idempotent by position: an event delivered twice changes nothing the second time.
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    const event = recorded as unknown as (OpenedEvent | MembershipEvent) & RecordedEvent;
    switch (event.type) {
      case 'CustomerCreated': {
        const { customerId: _id, salesPartnerId, customerType, registered, firmname, contact, billingAddress, currencies } = event.data;
        const profile = { firmname, contact: contact ?? null, billingAddress: billingAddress ?? null, currencies };
        return { id, salesPartnerId, customerType, ...profile, ...named(customerType, profile), registered, erased: false, users: doc?.users ?? 0, ...stamp };
      }
      case 'CustomerChanged': {
        if (!doc || doc.erased) return doc;
        const { firmname, contact, billingAddress, currencies } = event.data;
        const profile = { firmname, contact: contact ?? null, billingAddress: billingAddress ?? null, currencies };
        return { ...doc, ...profile, ...named(doc.customerType, profile), ...stamp };
      }
      case 'CustomerDeleted':
        return null;
      case 'CustomerErased':
        return doc && { ...doc, firmname: null, contact: null, billingAddress: null, customername: null, nameKey: null, erased: true, ...stamp };
      case 'MemberAdded':
        return doc && { ...doc, users: doc.users + 1, ...stamp };
      default:
        return doc;
    }
  },
};
