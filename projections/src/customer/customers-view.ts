import type { MembershipEvent, RecordedEvent } from '@portal/events';
import type { CustomerDetail, CustomerRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/**
 * One customer: the detail of the read contract (docs/identity-api.md `CustomerDetail`) plus what
 * the list shows and sorts by. Deleted customers are gone; an erased private customer keeps a
 * document with every personal field removed (`erased: true`), left out of lists.
 */
export interface CustomerDoc extends Readonly<CustomerDetail> {
  /** The firm name (FI) or "name prename" (PR): what the list shows and sorts by. */
  readonly customername: string | null;
  readonly registered: boolean;
  /** Users ever added to the customer (its membership). */
  readonly users: number;
  /** `<lower-case customername>`, the keyset order of lists; null for an erased customer (left out of lists). */
  readonly nameKey: string | null;
  readonly position: string;
}

/** The list's row of a listed (not erased) customer. */
export const customerRowOf = (doc: CustomerDoc): CustomerRow => ({
  id: doc.id,
  salesPartnerId: doc.salesPartnerId,
  customerType: doc.customerType,
  customername: doc.customername ?? '',
  firmname: doc.firmname,
  prename: doc.contact?.prename ?? '',
  name: doc.contact?.name ?? '',
  mail: doc.contact?.mail ?? '',
  place: doc.contact?.place ?? '',
  country: doc.contact?.country ?? '',
  users: doc.users,
  updatedAt: doc.updatedAt,
});

/** The detail of the contract, without the view's bookkeeping. */
export const customerDetailOf = ({ id, salesPartnerId, customerType, firmname, contact, billingAddress, currencies, erased, updatedAt }: CustomerDoc): CustomerDetail => ({
  id, salesPartnerId, customerType, firmname, contact, billingAddress, currencies, erased, updatedAt,
});

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

export const customersView = defineView<CustomerDoc, OpenedEvent | MembershipEvent>()({
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
    const event = recorded;
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
  // Open lists and details take the row as it is now (socket recalcCustomer); the relay hands it
  // only to those who may read this customer. A deleted or erased customer leaves the lists
  // without a row, so they refetch.
  notify(event, id, doc) {
    const salesPartnerId = doc?.salesPartnerId ?? (event.data as { salesPartnerId?: unknown }).salesPartnerId;
    if (typeof salesPartnerId !== 'string') return null;
    const row = doc && !doc.erased ? { row: customerRowOf(doc) } : {};
    return { topic: 'CUSTOMER', dbId: id, tenant: salesPartnerId, ...row, ...(doc ? { detail: customerDetailOf(doc) } : {}) };
  },
});
