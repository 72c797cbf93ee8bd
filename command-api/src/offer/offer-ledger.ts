import { assertNever, DomainError, type CustomerLedgerEvent, type Decider, type SalesPartnerLedgerEvent } from '@portal/events';

/**
 * The offer ledgers of a customer (`customerOffers-<customerId>`) and of a sales partner
 * (`salesPartnerOffers-<salesPartnerId>`). A request opens an offer on both; deleting the
 * customer or the partner closes its ledger. Both write the same stream, so whichever appends
 * second conflicts, reads the other's event on its retry and is refused: "deleting is refused
 * while offers exist" holds without a read model and without a race (issue 5's ADR, ADR 10).
 * The customer ledger also counts pending offers (opened minus settled) for
 * TOO_MANY_PENDING_OFFERS, race-free for the same reason.
 */

export interface LedgerState {
  readonly status: 'open' | 'closed';
  readonly opened: readonly string[];
  readonly settled: readonly string[];
}

const initialState = (): LedgerState => ({ status: 'open', opened: [], settled: [] });

export const customerHasOffers = (customerId: string): DomainError =>
  new DomainError('STATE_ERROR', 409, `customer with ID ${customerId} cannot be deleted because offers exist`, { field: 'data.customerId' });
export const salesPartnerHasOffers = (): DomainError => new DomainError('STATE_ERROR', 409, 'sales partner cannot be deleted because offers exist', { field: 'data.salesPartnerId' });

export type CustomerLedgerCommand =
  /** `maxPending`: the business limit maxPendingOffersPerCustomer. */
  | { readonly type: 'OpenCustomerOffer'; readonly data: { readonly customerId: string; readonly salesPartnerId: string; readonly offerId: string }; readonly maxPending: number }
  | { readonly type: 'SettleCustomerOffer'; readonly data: { readonly customerId: string; readonly offerId: string } }
  | { readonly type: 'CloseCustomerOffers'; readonly data: { readonly customerId: string } };

export type { CustomerLedgerEvent };

/** Offers opened and not yet settled (accepted, rejected or expired). */
export const pendingOffers = (state: LedgerState): number => state.opened.filter((id) => !state.settled.includes(id)).length;

function decideCustomer(command: CustomerLedgerCommand, state: LedgerState): CustomerLedgerEvent[] {
  const { customerId } = command.data;
  switch (command.type) {
    case 'OpenCustomerOffer': {
      if (state.status === 'closed') throw new DomainError('STATE_ERROR', 409, `customer ${customerId} was deleted`, { field: 'data.customerId' });
      if (pendingOffers(state) >= command.maxPending) {
        throw new DomainError('TOO_MANY_PENDING_OFFERS', 409, `customer ${customerId} has ${command.maxPending} pending offers already`, { field: 'data.customerId', details: { max: command.maxPending } });
      }
      return [{ type: 'CustomerOfferOpened', data: command.data }];
    }
    case 'SettleCustomerOffer': {
      const { offerId } = command.data;
      if (!state.opened.includes(offerId) || state.settled.includes(offerId)) return [];
      return [{ type: 'CustomerOfferSettled', data: { customerId, offerId } }];
    }
    case 'CloseCustomerOffers':
      if (state.status === 'closed') return [];
      if (state.opened.length > 0) throw customerHasOffers(customerId);
      return [{ type: 'CustomerOffersClosed', data: { customerId } }];
    default:
      return assertNever(command);
  }
}

function evolveCustomer(state: LedgerState, event: CustomerLedgerEvent): LedgerState {
  switch (event.type) {
    case 'CustomerOfferOpened':
      return { ...state, opened: [...state.opened, event.data.offerId] };
    case 'CustomerOfferSettled':
      return { ...state, settled: [...state.settled, event.data.offerId] };
    case 'CustomerOffersClosed':
      return { ...state, status: 'closed' };
    default:
      return assertNever(event);
  }
}

export const customerOffersDecider: Decider<CustomerLedgerCommand, LedgerState, CustomerLedgerEvent> = { initialState, decide: decideCustomer, evolve: evolveCustomer };

export type SalesPartnerLedgerCommand =
  | { readonly type: 'OpenSalesPartnerOffer'; readonly data: { readonly salesPartnerId: string; readonly customerId: string; readonly offerId: string } }
  | { readonly type: 'CloseSalesPartnerOffers'; readonly data: { readonly salesPartnerId: string } };

export type { SalesPartnerLedgerEvent };

function decidePartner(command: SalesPartnerLedgerCommand, state: LedgerState): SalesPartnerLedgerEvent[] {
  switch (command.type) {
    case 'OpenSalesPartnerOffer':
      if (state.status === 'closed') throw new DomainError('STATE_ERROR', 409, `sales partner ${command.data.salesPartnerId} was deleted`, { field: 'data.customerId' });
      return [{ type: 'SalesPartnerOfferOpened', data: command.data }];
    case 'CloseSalesPartnerOffers':
      if (state.status === 'closed') return [];
      if (state.opened.length > 0) throw salesPartnerHasOffers();
      return [{ type: 'SalesPartnerOffersClosed', data: command.data }];
    default:
      return assertNever(command);
  }
}

function evolvePartner(state: LedgerState, event: SalesPartnerLedgerEvent): LedgerState {
  switch (event.type) {
    case 'SalesPartnerOfferOpened':
      return { ...state, opened: [...state.opened, event.data.offerId] };
    case 'SalesPartnerOffersClosed':
      return { ...state, status: 'closed' };
    default:
      return assertNever(event);
  }
}

export const salesPartnerOffersDecider: Decider<SalesPartnerLedgerCommand, LedgerState, SalesPartnerLedgerEvent> = { initialState, decide: decidePartner, evolve: evolvePartner };
