import type { RecordedEvent } from '@portal/events';

/** A command a reactor asks for: a type the command API knows and its data. */
export interface RequestedCommand {
  readonly type: string;
  readonly data: unknown;
}

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
export interface Reactor {
  readonly name: string;
  readonly handles: readonly string[];
  react(event: RecordedEvent): readonly RequestedCommand[];
}
