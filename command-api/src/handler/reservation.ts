import { assertNever, type Decider, type DomainError } from '@portal/events';

/** A value that must be unique (a mail address, a host name, a customer's identity): free, or held by one owner. */
export type ReservationState = { readonly status: 'free' } | { readonly status: 'reserved'; readonly holder: string };

/** `field`: where a refusal points in the form that asked for the value. */
export type ReservationCommand<Reserve extends string, Release extends string, Data> =
  | { readonly type: Reserve; readonly data: Data; readonly field?: string }
  | { readonly type: Release; readonly data: Data };

export type ReservationEvent<Reserved extends string, Released extends string, Data> =
  | { readonly type: Reserved; readonly data: Data }
  | { readonly type: Released; readonly data: Data };

export interface ReservationRule<Reserve extends string, Release extends string, Reserved extends string, Released extends string, Data> {
  readonly commands: { readonly reserve: Reserve; readonly release: Release };
  readonly events: { readonly reserved: Reserved; readonly released: Released };
  /** Who holds the value: the same owner reserving again changes nothing. */
  readonly holderOf: (data: Data) => string;
  /** The refusal when another owner holds it. */
  readonly taken: (data: Data, field: string | undefined) => DomainError;
}

/**
 * The one rule of "a unique value by reservation stream" (ADR 10): one stream per value, free or
 * held by one owner. Reserving what the same owner holds and releasing what it does not hold
 * change nothing, so a command re-run after a conflict or a crash decides the same. The stream
 * is decided in the unit of the command that needs the value, so the reservation lands with its
 * owner or not at all.
 *
 * @example
 * export const hostNameDecider = reservationDecider({
 *   commands: { reserve: 'ReserveHostName', release: 'ReleaseHostName' },
 *   events: { reserved: 'HostNameReserved', released: 'HostNameReleased' },
 *   holderOf: (data) => data.salesPartnerId,
 *   taken: (data, field) => validationError(field ?? 'data.domains', `${data.name} is already taken`),
 * });
 */
export function reservationDecider<Reserve extends string, Release extends string, Reserved extends string, Released extends string, Data>(
  rule: ReservationRule<Reserve, Release, Reserved, Released, Data>,
): Decider<ReservationCommand<Reserve, Release, Data>, ReservationState, ReservationEvent<Reserved, Released, Data>> {
  type Event = ReservationEvent<Reserved, Released, Data>;
  return {
    initialState: () => ({ status: 'free' }),
    decide: (command, state): Event[] => {
      const holder = rule.holderOf(command.data);
      if (command.type === rule.commands.reserve) {
        if (state.status === 'free') return [{ type: rule.events.reserved, data: command.data }];
        if (state.holder === holder) return [];
        throw rule.taken(command.data, 'field' in command ? command.field : undefined);
      }
      if (command.type === rule.commands.release) {
        return state.status === 'reserved' && state.holder === holder ? [{ type: rule.events.released, data: command.data }] : [];
      }
      return assertNever(command as never);
    },
    evolve: (_state, event) => {
      if (event.type === rule.events.reserved) return { status: 'reserved', holder: rule.holderOf(event.data) };
      if (event.type === rule.events.released) return { status: 'free' };
      return assertNever(event as never);
    },
  };
}
