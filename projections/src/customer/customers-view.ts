import { createPersonalDataKeys, SqlEventStore, type BillingAddress, type CustomerContact, type CustomerPersonal, type EventStore, type MembershipEvent, type PersonalDataKeys, type RecordedEvent } from '@portal/events';
import type { View, ViewContext } from '../engine/view.ts';

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

/** The key table beside the event store (SQL only), one per store. */
const keysByStore = new WeakMap<EventStore, Promise<PersonalDataKeys | null>>();
function keysOf(eventStore: EventStore): Promise<PersonalDataKeys | null> {
  let keys = keysByStore.get(eventStore);
  if (!keys) keysByStore.set(eventStore, (keys = eventStore instanceof SqlEventStore ? createPersonalDataKeys(eventStore.sql) : Promise.resolve(null)));
  return keys;
}

/**
 * Opens the sealed contact and billing address of CustomerCreated / CustomerChanged with the
 * customer's key. A key that is gone (the customer was erased) leaves them null: a rebuild after
 * an erasure never sees the person again.
 */
async function openPersonal(events: readonly RecordedEvent[], context: ViewContext): Promise<readonly RecordedEvent[]> {
  const keys = await keysOf(context.eventStore);
  return Promise.all(
    events.map(async (event) => {
      const data = event.data as { customerId?: string; personal?: unknown };
      if (typeof data.personal !== 'string' || typeof data.customerId !== 'string') return event;
      const { personal, ...rest } = data;
      const opened = keys ? await keys.open<CustomerPersonal>(data.customerId, personal) : null;
      return { ...event, data: { ...rest, contact: opened?.contact ?? null, billingAddress: opened?.billingAddress ?? null } };
    }),
  );
}

type Ids = { readonly customerId: string; readonly salesPartnerId: string };
type OpenedProfile = Pick<CustomerDoc, 'firmname' | 'contact' | 'billingAddress' | 'currencies'>;
/** The customer events as `evolve` sees them: the personal part opened by `prepare` (null when unreadable). */
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
  prepare: openPersonal,
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
