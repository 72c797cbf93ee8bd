import type { CommandDefinition } from '@portal/command-api';
import { isEventOf, MailFailed, MailQueued, mailStream, type EventCatalog, type EventOf, type EventStore, type Recorded, type RecordedEvent } from '@portal/events';
import { type MailSecretStore } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { reactionCommandId } from '../runtime/command-ids.ts';
import { EventFollower } from '../runtime/event-follower.ts';
import { sendCommand, waitUntil } from '../runtime/send-command.ts';
import type { MailTransport } from './mail-transport.ts';
import { renderMail } from './render-mail.ts';

/** What the sender reacts to: a new mail, or a failed attempt that may be retried. */
type Trigger = EventOf<typeof MailQueued | typeof MailFailed>;
const isTrigger = isEventOf([MailQueued, MailFailed]);

export const mailSenderName = 'mail-sender';

export interface MailSenderOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly catalog: EventCatalog;
  /** Must hold RecordMailSent and RecordMailFailed (allCommands does). */
  readonly commands: readonly CommandDefinition[];
  readonly transport: MailTransport;
  readonly logger: Logger;
  /** Links and codes the log withholds (MailQueued `withheld`); deleted once the mail is sent or given up. */
  readonly secrets?: MailSecretStore;
  /** Pause before retry `attempt + 1`, counted from the failure; default 5 s doubling, at most 60 s. */
  readonly retryDelayMs?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number): number => Math.min(60_000, 5_000 * 2 ** (attempt - 1));

/**
 * The mail outbox's sender. Not a Reactor: sending is a side effect, so it cannot be a pure
 * `react(event) -> commands`. It follows the log as an EventFollower (checkpoint
 * `worker-mail-sender`), sends a mail on MailQueued and on a
 * MailFailed that is not final, and records the outcome through the same command definitions as
 * the API, under a commandId derived from the event.
 *
 * Delivery is at least once. An event is acted on only while it is the last of its mail's stream,
 * so a replay after a crash skips every mail whose outcome was recorded. A crash between the
 * transport accepting a mail and MailSent being stored sends it again: the Message-ID is
 * derived from the mailId, so receiving servers and clients can drop the duplicate.
 * Retries wait inline (bounded by the delay), holding up the mails behind them meanwhile.
 */
export class MailSender extends EventFollower<Trigger> {
  private readonly options: MailSenderOptions;

  constructor(options: MailSenderOptions) {
    super(mailSenderName, options);
    this.options = options;
  }

  protected handles(event: RecordedEvent): event is Recorded<Trigger> {
    return isTrigger(event);
  }

  protected async process(event: Recorded<Trigger>): Promise<void> {
    const trigger = event;
    if (trigger.type === 'MailFailed' && trigger.data.final) return;
    const { mailId } = trigger.data;
    const history = await this.options.eventStore.readStream(mailStream(mailId));
    // Superseded: a later outcome (or retry) of this mail is already in the log.
    if (history.at(-1)?.id !== event.id) return;
    const queued = history[0];
    if (queued?.type !== 'MailQueued') return;
    if (trigger.type === 'MailFailed') {
      const due = Date.parse(event.recordedAt) + (this.options.retryDelayMs ?? defaultRetryDelay)(trigger.data.attempt);
      if (!(await waitUntil(due, this.signal))) return;
    }
    const { transport } = this.options;
    const domain = transport.from.split('@').at(-1)?.replace(/>$/, '') || 'localhost';
    let outcome: { type: 'RecordMailSent'; data: unknown } | { type: 'RecordMailFailed'; data: unknown };
    try {
      // A mail to a user erased meanwhile reads with no address: it cannot be sent any more.
      if (!queued.data.to) throw new Error('the recipient was erased');
      const rendered = renderMail(queued.data.template, queued.data.language, { ...queued.data.params, ...(await this.withheldOf(mailId, queued.data.withheld)) });
      const sent = await transport.send({ mailId, to: queued.data.to, messageId: `<${mailId}@${domain}>`, ...rendered });
      outcome = { type: 'RecordMailSent', data: { mailId, messageId: sent.messageId, transport: transport.name } };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error';
      this.options.logger.warn({ worker: mailSenderName, mailId, reason }, 'mail not sent');
      outcome = { type: 'RecordMailFailed', data: { mailId, reason } };
    }
    await this.record(event, outcome.type, outcome.data);
    if (this.options.secrets && (outcome.type === 'RecordMailSent' || (await this.gaveUp(mailId)))) await this.options.secrets.remove(mailId);
  }

  private async gaveUp(mailId: string): Promise<boolean> {
    const last = (await this.options.eventStore.readStream(mailStream(mailId))).at(-1);
    return last?.type === 'MailFailed' && last.data.final;
  }

  /** The withheld parameters of a mail; a mail that names some the store does not hold fails (and is retried). */
  private async withheldOf(mailId: string, names: readonly string[] | undefined): Promise<Record<string, string>> {
    if (!names || names.length === 0) return {};
    const found = await this.options.secrets?.get(mailId);
    if (!found) throw new Error(`the withheld parameters of mail ${mailId} are not available`);
    return found;
  }

  private async record(event: RecordedEvent, type: string, data: unknown): Promise<void> {
    await sendCommand(this.options, mailSenderName, event, { type, data, commandId: reactionCommandId(mailSenderName, event.id, 0) });
  }
}
