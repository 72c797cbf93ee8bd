import { validationError, type HostNameReservation } from '@portal/events';
import { reservationDecider, type ReservationCommand } from '../handler/reservation.ts';

/** `field` names where a refusal is reported in the sales partner command (e.g. data.domains.1). */
export type HostNameCommand = ReservationCommand<'ReserveHostName', 'ReleaseHostName', HostNameReservation>;

/**
 * One host name or subdomain: free, or reserved by one sales partner
 * (docs/adr/0006-unique-domains.md).
 */
export const hostNameDecider = reservationDecider({
  commands: { reserve: 'ReserveHostName', release: 'ReleaseHostName' },
  events: { reserved: 'HostNameReserved', released: 'HostNameReleased' },
  holderOf: (data: HostNameReservation) => data.salesPartnerId,
  taken: (data, field) => validationError(field ?? 'data.domains', `${data.name} is already taken`),
});
