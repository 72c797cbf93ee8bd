import type { DomainEvent, Recorded, StreamId } from '@portal/events';
import type { CommandData, CommandType } from '@portal/events/commands';

/** A command a reactor asks for: a type and its data, as the runner hands it to its definition. */
export interface RequestedCommand {
  readonly type: string;
  readonly data: unknown;
  /**
   * What tells this command apart among the event's reactions (an offer id, say): its commandId
   * derives from the event and the key. Without one it derives from the event and the command's
   * index, which holds only while the reaction lists its commands in a stable order.
   */
  readonly key?: string;
}

/** A command of the portal with the data its schema says: what the portal's reactors return. */
export type PortalCommand = { readonly [T in CommandType]: { readonly type: T; readonly data: CommandData<T>; readonly key?: string } }[CommandType];

/**
 * A stream's events that came before the reacting event in the log, typed by the stream: the
 * world as the reaction saw it, so a replay after a restart reads (and decides) the same.
 */
export type HistoryBefore = <E extends DomainEvent>(stream: StreamId<E>) => Promise<Recorded<E>[]>;

/**
 * A worker as a saga (STYLE.md: The domain): `react(event) -> commands`, with no effect of its
 * own; what it must know besides the event it reads through `history`. The runner
 * (worker-runner.ts) follows the log, sends the commands through the same handlers as the API
 * under ids derived from the event, and owns the checkpoint, the retries and the shutdown, so a
 * replayed event never acts twice. Define one with `defineReactor`, which types the event by
 * the union `handles` names.
 *
 * @example
 * const expireOffers = defineReactor<PortalCommand, OfferEvent>()({
 *   name: 'offer-expiry',
 *   handles: ['OfferReleased'],
 *   react: (e) => [{ type: 'ExpireOffer', data: { offerId: e.data.offerId } }],
 * });
 */
export interface Reactor<C extends RequestedCommand = PortalCommand, E extends DomainEvent = DomainEvent> {
  readonly name: string;
  readonly handles: readonly E['type'][];
  // A method, not a function property: a Reactor<PortalCommand, OfferEvent> then fits where the
  // runner takes any Reactor<RequestedCommand> (tests register reactors of their own commands).
  react(event: Recorded<E>, history: HistoryBefore): readonly C[] | Promise<readonly C[]>;
}

/** A reactor typed by the events it handles, `E` being the members of `U` named in `handles` (as `defineView`). */
export function defineReactor<C extends RequestedCommand, U extends DomainEvent>() {
  return <const T extends U['type']>(reactor: Reactor<C, Extract<U, { readonly type: T }>> & { readonly handles: readonly T[] }): Reactor<C, Extract<U, { readonly type: T }>> => reactor;
}
