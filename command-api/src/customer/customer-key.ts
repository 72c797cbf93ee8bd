import { createHash } from 'node:crypto';
import { customerKeyStream, DomainError, type CustomerProfile, type CustomerType } from '@portal/events';
import { reservationDecider, type ReservationCommand } from '../handler/reservation.ts';

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

export type CustomerKeyCommand = ReservationCommand<'ReserveCustomerKey', 'ReleaseCustomerKey', Reservation>;

/** One customer identity within a partner (firm name and zip, or the person's mail): free, or held by one customer. */
export const customerKeyDecider = reservationDecider({
  commands: { reserve: 'ReserveCustomerKey', release: 'ReleaseCustomerKey' },
  events: { reserved: 'CustomerKeyReserved', released: 'CustomerKeyReleased' },
  holderOf: (data: Reservation) => data.customerId,
  taken: (_data, field) => new DomainError('CUSTOMER_ALREADY_EXISTS', 409, 'this customer exists already', { field }),
});
