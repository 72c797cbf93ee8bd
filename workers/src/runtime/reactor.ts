import type { DomainEvent, Recorded, StreamId } from '@portal/events';
import type { CommandData, CommandType } from '@portal/events/commands';
import type { Logger } from '@portal/projections';
import type { OutgoingFile } from './reaction-ports.ts';
import type { Timer } from './timers.ts';

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
  /**
   * The command's own id, for an outcome that other senders may record too (the demo seed, a
   * second process): then all of them must name the same id. Takes the place of the derived one.
   */
  readonly commandId?: string;
  /** Files the data names by hash (`outgoingFile`): the runner stores them before it sends. */
  readonly files?: readonly OutgoingFile[];
  /**
   * An ISO instant the runner waits for before it acts (a retry's pause), holding up the events
   * behind; stopping the worker ends the wait and leaves the checkpoint before the event.
   */
  readonly notBefore?: string;
  /**
   * A timer: the command is not sent now but kept under its `key` (which it then needs) and sent
   * once the clock reaches this ISO instant; a later request under the key replaces it, and
   * `cancelTimer(key)` drops it. The runner keeps it beside its checkpoint (timers.ts).
   */
  readonly at?: string;
}

/** Drops the timer under `key` (a request the runner takes, not a command). */
export interface CancelTimer {
  readonly type: 'CancelTimer';
  readonly data: null;
  readonly key: string;
}

export const cancelTimer = (key: string): CancelTimer => ({ type: 'CancelTimer', data: null, key });

/**
 * A side effect a reaction asks for by a `type` no command has (sending a mail, say): the runner
 * runs the port registered for that type (`WorkerRunnerOptions.effects`) and sends the command
 * it answers with, the effect's outcome, under the id the request would have had. The reaction
 * stays pure and its spec sees the request; the port does the I/O.
 *
 * @example
 * const sendMail: Effect<SendMail> = { type: 'SendMail', run: async ({ data }) => ({ type: 'RecordMailSent', data: await send(data) }) };
 */
export interface Effect<R extends RequestedCommand = RequestedCommand> {
  readonly type: R['type'];
  // A method, so an Effect of one request fits where the runner takes any (as Reactor.react).
  run(request: R): Promise<RequestedCommand | null>;
}

/** A command of the portal with the data its schema says: what the portal's reactors return. */
export type PortalCommand = {
  readonly [T in CommandType]: { readonly type: T; readonly data: CommandData<T> } & Pick<RequestedCommand, 'key' | 'commandId' | 'files' | 'notBefore' | 'at'>;
}[CommandType];

/**
 * A stream's events that came before the reacting event in the log, typed by the stream: the
 * world as the reaction saw it, so a replay after a restart reads (and decides) the same.
 */
export type HistoryBefore = <E extends DomainEvent>(stream: StreamId<E>) => Promise<Recorded<E>[]>;

/** A stream as it stands now, the events after the reacting one included. */
export type CurrentStream = HistoryBefore;

/**
 * What a reaction may read besides the history before its event, all of it read-only: the
 * runner supplies them from its stores, the given/when/then specs from their fixtures.
 */
export interface ReactionPorts {
  /**
   * For a reaction that must see outcomes recorded after its event (a job already ended, a
   * document already recorded): a replay then finds them and asks for nothing.
   */
  readonly current: CurrentStream;
  /** A stored file's bytes (the blob store), null when it is missing. */
  readonly file: (hash: string) => Promise<Uint8Array | null>;
  /** For what the commands do not carry (a template that could not be read, say). */
  readonly logger: Logger;
}

/**
 * A worker as a saga (STYLE.md: The domain): `react(event) -> commands`, with no effect of its
 * own; what it must know besides the event it reads through `history` (and `ports`). The runner
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
  react(event: Recorded<E>, history: HistoryBefore, ports: ReactionPorts): readonly C[] | Promise<readonly C[]>;
  /** A stored timer document written before the runner kept this reactor's timers (the offer expiry's own schedule), as a timer. */
  restoreTimer?(doc: unknown): Timer | null;
}

/** A reactor typed by the events it handles, `E` being the members of `U` named in `handles` (as `defineView`). */
export function defineReactor<C extends RequestedCommand, U extends DomainEvent>() {
  return <const T extends U['type']>(reactor: Reactor<C, Extract<U, { readonly type: T }>> & { readonly handles: readonly T[] }): Reactor<C, Extract<U, { readonly type: T }>> => reactor;
}
