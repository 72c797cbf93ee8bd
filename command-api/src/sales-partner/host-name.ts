import { assertNever, validationError, type Decider, type HostNameEvent, type HostNameReservation } from '@portal/events';

/** `field` names where a refusal is reported in the sales partner command (e.g. data.domains.1). */
export type HostNameCommand =
  | { readonly type: 'ReserveHostName'; readonly data: HostNameReservation; readonly field: string }
  | { readonly type: 'ReleaseHostName'; readonly data: HostNameReservation };

export type HostNameState = { readonly status: 'free' } | { readonly status: 'reserved'; readonly salesPartnerId: string };

/**
 * One host name or subdomain: free, or reserved by one sales partner. Reserving what the same
 * partner holds and releasing what it does not hold change nothing, so a retried or
 * half-finished partner command can run again safely (docs/adr/0006-unique-domains.md).
 */
function decide(command: HostNameCommand, state: HostNameState): HostNameEvent[] {
  const { salesPartnerId, name } = command.data;
  switch (command.type) {
    case 'ReserveHostName':
      if (state.status === 'free') return [{ type: 'HostNameReserved', data: command.data }];
      if (state.salesPartnerId === salesPartnerId) return [];
      throw validationError(command.field, `${name} is already taken`);
    case 'ReleaseHostName':
      return state.status === 'reserved' && state.salesPartnerId === salesPartnerId ? [{ type: 'HostNameReleased', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(_state: HostNameState, event: HostNameEvent): HostNameState {
  switch (event.type) {
    case 'HostNameReserved':
      return { status: 'reserved', salesPartnerId: event.data.salesPartnerId };
    case 'HostNameReleased':
      return { status: 'free' };
    default:
      return assertNever(event);
  }
}

export const hostNameDecider: Decider<HostNameCommand, HostNameState, HostNameEvent> = {
  initialState: () => ({ status: 'free' }),
  decide,
  evolve,
};
