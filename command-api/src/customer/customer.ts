import { assertNever, DomainError, type Actor, type CustomerEvent, type CustomerProfile, type CustomerType, type Decider, type PlatformConfigLists } from '@portal/events';
import { assertCustomerProfile, normaliseCustomerProfile } from './customer-rules.ts';

/** Who sends the command, as far as the tenant rules need it (the handler knows the customer-admin flag). */
export interface CustomerActor {
  readonly role: Actor['role'];
  readonly salesPartnerId?: string;
  readonly customerId?: string;
  readonly isCustomerAdmin: boolean;
}

/**
 * Create and change carry the whole profile in clear; the event store seals its personal part
 * (contact and billing address) with the customer's key (ADR 9).
 */
export type CustomerCommand =
  | {
      readonly type: 'CreateCustomer';
      readonly data: { readonly customerId: string; readonly salesPartnerId: string; readonly customerType: CustomerType; readonly registered: boolean } & CustomerProfile;
      readonly config: PlatformConfigLists;
    }
  | {
      readonly type: 'ChangeCustomer';
      readonly data: { readonly customerId: string } & CustomerProfile;
      readonly config: PlatformConfigLists;
      readonly by: CustomerActor;
    }
  /** Offers are the customer's offer ledger's rule (offer/offer-ledger.ts), decided in the same unit. */
  | { readonly type: 'DeleteCustomer'; readonly data: { readonly customerId: string }; readonly by: CustomerActor }
  | { readonly type: 'EraseCustomer'; readonly data: { readonly customerId: string }; readonly by: CustomerActor };

interface Known {
  readonly salesPartnerId: string;
  readonly customerType: CustomerType;
}
export type CustomerState =
  | { readonly status: 'none' }
  | (Known & { readonly status: 'active'; readonly profile: CustomerProfile; readonly registered: boolean })
  | (Known & { readonly status: 'deleted' })
  | (Known & { readonly status: 'erased' });

// Another tenant's customer and a customer that does not exist answer alike (docs/identity-api.md).
const notYours = (id: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `customer ${id} is not one of yours`, { field: 'data.customerId' });
const gone = (id: string): DomainError => new DomainError('STATE_ERROR', 409, `customer ${id} was deleted`, { field: 'data.customerId' });

const ownPartner = (by: CustomerActor, state: Known): boolean => by.role === 'salesPartner' && by.salesPartnerId === state.salesPartnerId;

/** Its partner's users; the admin of a firm customer; any user of a private customer. */
function mayChange(by: CustomerActor, id: string, state: Known): boolean {
  if (ownPartner(by, state)) return true;
  if (by.role !== 'customer' || by.customerId !== id) return false;
  return state.customerType === 'PR' || by.isCustomerAdmin;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const sorted = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) as T;
/** The profile in one key order, so a stored event (keys in the database's order) compares equal to a command. */
const profileOf = ({ firmname, contact, billingAddress, currencies }: CustomerProfile): CustomerProfile => ({
  firmname,
  contact: contact && sorted(contact),
  billingAddress: billingAddress && sorted(billingAddress),
  currencies,
});

function decide(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  const id = command.data.customerId;
  switch (command.type) {
    case 'CreateCustomer': {
      if (state.status !== 'none') throw new DomainError('VALIDATION_ERROR', 400, `customer ${id} exists already`, { field: 'data.customerId' });
      const data = normaliseCustomerProfile(command.data);
      assertCustomerProfile(data.customerType, data, command.config);
      const { customerId, salesPartnerId, customerType, registered, firmname, contact, billingAddress, currencies } = data;
      return [{ type: 'CustomerCreated', data: { customerId, salesPartnerId, customerType, firmname, contact, billingAddress, currencies, registered } }];
    }
    case 'ChangeCustomer': {
      if (state.status === 'none' || !mayChange(command.by, id, state)) throw notYours(id);
      if (state.status !== 'active') throw gone(id);
      const data = normaliseCustomerProfile(command.data);
      assertCustomerProfile(state.customerType, data, command.config);
      const profile = profileOf(data);
      if (same(profile, profileOf(state.profile))) return [];
      return [{ type: 'CustomerChanged', data: { customerId: id, salesPartnerId: state.salesPartnerId, ...profile } }];
    }
    case 'DeleteCustomer': {
      if (state.status === 'none' || !ownPartner(command.by, state)) throw notYours(id);
      if (state.status !== 'active') return [];
      return [{ type: 'CustomerDeleted', data: { customerId: id, salesPartnerId: state.salesPartnerId } }];
    }
    case 'EraseCustomer': {
      if (state.status === 'none' || !(ownPartner(command.by, state) || command.by.role === 'admin')) throw notYours(id);
      if (state.customerType !== 'PR') throw new DomainError('STATE_ERROR', 409, 'only a private customer can be erased', { field: 'data.customerId' });
      if (state.status === 'erased') return [];
      return [{ type: 'CustomerErased', data: { customerId: id, salesPartnerId: state.salesPartnerId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerCreated': {
      const { salesPartnerId, customerType, registered } = event.data;
      return { status: 'active', salesPartnerId, customerType, registered, profile: profileOf(event.data) };
    }
    case 'CustomerChanged':
      return state.status === 'active' ? { ...state, profile: profileOf(event.data) } : state;
    case 'CustomerDeleted':
      return state.status === 'active' ? { status: 'deleted', salesPartnerId: state.salesPartnerId, customerType: state.customerType } : state;
    case 'CustomerErased':
      return state.status === 'none' ? state : { status: 'erased', salesPartnerId: state.salesPartnerId, customerType: state.customerType };
    default:
      return assertNever(event);
  }
}

export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
