import type { MailSecretStore } from '@portal/platform';
import type { Logger } from '@portal/projections';
import type { Effect } from '../runtime/reactor.ts';
import type { MailTransport } from './mail-transport.ts';
import { mailSenderName, type ForgetWithheld, type SendMail } from './mail-reactor.ts';
import { renderMail } from './render-mail.ts';

export interface MailEffectOptions {
  readonly transport: MailTransport;
  readonly logger: Logger;
  /** Links and codes the log withholds (MailQueued `withheld`); deleted once the mail is sent or given up. */
  readonly secrets?: Pick<MailSecretStore, 'get' | 'remove'>;
}

/**
 * The mail reaction's effects: SendMail renders the mail and hands it to the transport, and
 * answers RecordMailSent, or RecordMailFailed with the reason (any error of the transport or the
 * template is the attempt's outcome, never the worker's); ForgetWithheld deletes the withheld
 * parameters.
 */
export function mailEffects({ transport, logger, secrets }: MailEffectOptions): [Effect<SendMail>, Effect<ForgetWithheld>] {
  const domain = transport.from.split('@').at(-1)?.replace(/>$/, '') || 'localhost';
  /** The withheld parameters of a mail; a mail that names some the store does not hold fails (and is retried). */
  const withheldOf = async (mailId: string, names: readonly string[] | undefined): Promise<Record<string, string>> => {
    if (!names || names.length === 0) return {};
    const found = await secrets?.get(mailId);
    if (!found) throw new Error(`the withheld parameters of mail ${mailId} are not available`);
    return found;
  };
  const sendMail: Effect<SendMail> = {
    type: 'SendMail',
    async run({ data: queued }) {
      const { mailId } = queued;
      try {
        // A mail to a user erased meanwhile reads with no address: it cannot be sent any more.
        if (!queued.to) throw new Error('the recipient was erased');
        const rendered = renderMail(queued.template, queued.language, { ...queued.params, ...(await withheldOf(mailId, queued.withheld)) });
        const sent = await transport.send({ mailId, to: queued.to, messageId: `<${mailId}@${domain}>`, ...rendered });
        return { type: 'RecordMailSent', data: { mailId, messageId: sent.messageId, transport: transport.name } };
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error';
        logger.warn({ worker: mailSenderName, mailId, reason }, 'mail not sent');
        return { type: 'RecordMailFailed', data: { mailId, reason } };
      }
    },
  };
  const forgetWithheld: Effect<ForgetWithheld> = {
    type: 'ForgetWithheld',
    async run({ data }) {
      await secrets?.remove(data.mailId);
      return null;
    },
  };
  return [sendMail, forgetWithheld];
}
