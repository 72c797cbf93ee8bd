import { mailStream, type MailEvent } from '@portal/events';
import { defineReactor, type PortalCommand } from '../runtime/reactor.ts';

export const mailSenderName = 'mail-sender';

type Queued = Extract<MailEvent, { type: 'MailQueued' }>['data'];

/** The mail to send, as queued; the effect port (mail-effects.ts) renders it, hands it to the transport and answers the outcome. */
export interface SendMail {
  readonly type: 'SendMail';
  readonly data: Queued;
  readonly notBefore?: string;
}

/** The withheld parameters of a mail sent or given up, to delete (mail-effects.ts). */
export interface ForgetWithheld {
  readonly type: 'ForgetWithheld';
  readonly data: { readonly mailId: string };
}

export type MailRequest = PortalCommand | SendMail | ForgetWithheld;

/** Pause before retry `attempt + 1`, counted from the failure: 5 s doubling, at most 60 s. */
export const defaultRetryDelay = (attempt: number): number => Math.min(60_000, 5_000 * 2 ** (attempt - 1));

/**
 * The mail outbox's reaction: on MailQueued, and on a MailFailed that is not final after its
 * pause (`notBefore`), it asks for the mail to be sent (SendMail, an effect the runner runs: the
 * outcome, RecordMailSent or RecordMailFailed, goes out under the id derived from the event); on
 * MailSent and a final MailFailed it asks to forget the mail's withheld parameters.
 *
 * An event is acted on only while it is the last of its mail's stream (read as it stands now), so
 * a replay after a crash sends no mail whose outcome was recorded. A crash between the transport
 * accepting a mail and MailSent being stored sends it again: the Message-ID derives from the
 * mailId, so receiving servers and clients can drop the duplicate.
 */
export function mailReactor(retryDelayMs: (attempt: number) => number = defaultRetryDelay) {
  return defineReactor<MailRequest, MailEvent>()({
    name: mailSenderName,
    handles: ['MailQueued', 'MailFailed', 'MailSent'],
    async react(trigger, _history, ports): Promise<MailRequest[]> {
      const { mailId } = trigger.data;
      if (trigger.type === 'MailSent' || (trigger.type === 'MailFailed' && trigger.data.final)) return [{ type: 'ForgetWithheld', data: { mailId } }];
      const mail = await ports.current(mailStream(mailId));
      // Superseded: a later outcome (or retry) of this mail is already in the log.
      if (mail.at(-1)?.id !== trigger.id) return [];
      const queued = mail[0];
      if (queued?.type !== 'MailQueued') return [];
      if (trigger.type === 'MailQueued') return [{ type: 'SendMail', data: queued.data }];
      const due = Date.parse(trigger.recordedAt) + retryDelayMs(trigger.data.attempt);
      return [{ type: 'SendMail', data: queued.data, notBefore: new Date(due).toISOString() }];
    },
  });
}
