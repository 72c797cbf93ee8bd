import { DomainError } from '@portal/events';
import { reservationDecider, type ReservationCommand } from '../handler/reservation.ts';

type Reservation = { readonly mail: string; readonly userId: string };
export type UserMailCommand = ReservationCommand<'ReserveUserMail', 'ReleaseUserMail', Reservation>;

/** The mail is another user's: the same answer for invitations, registrations and mail changes. */
export const alreadyRegistered = (mail: string, field = 'data.mail'): DomainError =>
  new DomainError('ALREADY_REGISTERED', 409, `${mail} is already used by another user`, { field });

/**
 * One mail address (stream `userMail-<hash of the mail>`): free, or held by one user. Only the
 * holder releases it (after changing to another address).
 */
export const userMailDecider = reservationDecider({
  commands: { reserve: 'ReserveUserMail', release: 'ReleaseUserMail' },
  events: { reserved: 'UserMailReserved', released: 'UserMailReleased' },
  holderOf: (data: Reservation) => data.userId,
  taken: (data, field) => alreadyRegistered(data.mail, field),
});
