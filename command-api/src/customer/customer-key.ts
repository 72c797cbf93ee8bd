import { createHash } from 'node:crypto';
import { assertNever, customerKeyStream, DomainError, type CustomerKeyEvent, type CustomerProfile, type CustomerType, type Decider } from '@portal/events';

/**
 * What makes two customers of one partner the same: a firm by its name and zip code, a person
 * by the contact mail. Compared after Unicode normalisation, in lower case, with runs of spaces
 * as one; hashed, so the reservation stream's name carries no personal data.
 */
export function customerKeyOf(salesPartnerId: string, type: CustomerType, profile: CustomerProfile): { streamId: string; field: string } {
  const normal = (s: string) => s.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const key =
    type === 'FI' ? `FI\u0000${normal(profile.firmname ?? '')}\u0000${normal(profile.contact.zipCode)}` : `PR\u0000${normal(profile.contact.mail)}`;
  const digest = createHash('sha256').update(key).digest('hex');
  return { streamId: customerKeyStream(salesPartnerId, digest), field: type === 'FI' ? 'data.firmname' : 'data.contact.mail' };
}

type Reservation = { readonly salesPartnerId: string; readonly customerId: string };

export type CustomerKeyCommand =
  | { readonly type: 'ReserveCustomerKey'; readonly data: Reservation; readonly field: string }
  | { readonly type: 'ReleaseCustomerKey'; readonly data: Reservation };

export type CustomerKeyState = { readonly status: 'free' } | { readonly status: 'reserved'; readonly customerId: string };

/**
 * One customer identity within a partner: free, or held by one customer. Reserving what the
 * same customer holds and releasing what it does not hold change nothing, so a retried command
 * runs again safely.
 */
function decide(command: CustomerKeyCommand, state: CustomerKeyState): CustomerKeyEvent[] {
  switch (command.type) {
    case 'ReserveCustomerKey':
      if (state.status === 'free') return [{ type: 'CustomerKeyReserved', data: command.data }];
      if (state.customerId === command.data.customerId) return [];
      throw new DomainError('CUSTOMER_ALREADY_EXISTS', 409, 'this customer exists already', { field: command.field });
    case 'ReleaseCustomerKey':
      return state.status === 'reserved' && state.customerId === command.data.customerId ? [{ type: 'CustomerKeyReleased', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(_state: CustomerKeyState, event: CustomerKeyEvent): CustomerKeyState {
  switch (event.type) {
    case 'CustomerKeyReserved':
      return { status: 'reserved', customerId: event.data.customerId };
    case 'CustomerKeyReleased':
      return { status: 'free' };
    default:
      return assertNever(event);
  }
}

export const customerKeyDecider: Decider<CustomerKeyCommand, CustomerKeyState, CustomerKeyEvent> = { initialState: () => ({ status: 'free' }), decide, evolve };
