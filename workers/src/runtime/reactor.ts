import type { RecordedEvent } from '@portal/events';
import type { CommandData, CommandType } from '@portal/events/commands';

/** A command a reactor asks for: a type and its data, as the runner hands it to its definition. */
export interface RequestedCommand {
  readonly type: string;
  readonly data: unknown;
}

/** A command of the portal with the data its schema says: what the portal's reactors return. */
export type PortalCommand = { readonly [T in CommandType]: { readonly type: T; readonly data: CommandData<T> } }[CommandType];

/**
 * A worker as a saga (STYLE.md: The domain): `react(event) -> commands`, pure. The runner sends
 * the commands through the same handlers as the API, under ids derived from the event, so a
 * replayed event never acts twice.
 *
 * @example
 * const expireOffers: Reactor = {
 *   name: 'offer-expiry',
 *   handles: ['OfferReleased'],
 *   react: (e) => [{ type: 'ScheduleOfferExpiry', data: { offerId: e.streamId } }],
 * };
 */
export interface Reactor<C extends RequestedCommand = PortalCommand> {
  readonly name: string;
  readonly handles: readonly string[];
  // A method, not a function property: a Reactor<PortalCommand> then fits where the runner takes
  // any Reactor<RequestedCommand> (tests register reactors of their own commands).
  react(event: RecordedEvent): readonly C[];
}
