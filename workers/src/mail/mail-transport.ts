import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './render-mail.ts';

/** A mail ready for the wire. `messageId` is derived from the mailId (see mailEffects). */
export interface OutgoingMail extends RenderedMail {
  readonly mailId: string;
  readonly to: string;
  readonly messageId: string;
}

/**
 * Where mails go: an SMTP server, or `.eml` files for development. `send` resolves once the
 * transport has accepted the mail and throws with the reason when it has not.
 *
 * @example
 * const transport = createMailTransport({ smtpUrl: process.env.PORTAL_SMTP_URL, dataDir: './data', from: 'portal@localhost' });
 * const { messageId } = await transport.send({ mailId, to, messageId: '<id@localhost>', subject, text, html });
 */
export interface MailTransport {
  /** 'smtp' or 'eml', recorded with MailSent. */
  readonly name: string;
  readonly from: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailTransportOptions {
  /** `smtp://host:port` or `smtps://user:pass@host:port`; without it mails become files. */
  readonly smtpUrl?: string;
  /** Files go to `<dataDir>/mail/<mailId>.eml`. */
  readonly dataDir: string;
  readonly from: string;
}

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
});

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a hung server turns into a MailFailed (and a retry), not a sender stuck for minutes.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    name: 'smtp',
    from,
    send: async (mail) => ({ messageId: (await transporter.sendMail(message(from, mail))).messageId }),
    close: () => transporter.close(),
  };
}

/** Writes each mail as an RFC 822 file named by its mailId, so sending twice writes one file. */
export function createEmlTransport(dataDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const directory = join(dataDir, 'mail');
  return {
    name: 'eml',
    from,
    async send(mail) {
      const info = await transporter.sendMail(message(from, mail));
      await mkdir(directory, { recursive: true });
      // Write then rename: a reader never sees half a mail.
      const file = join(directory, `${mail.mailId}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export const createMailTransport = (options: MailTransportOptions): MailTransport =>
  options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : createEmlTransport(options.dataDir, options.from);
