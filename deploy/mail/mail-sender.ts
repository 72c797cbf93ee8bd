import { join } from 'node:path';
import { allCommands } from '@portal/command-api';
import { type EventCatalog, type EventStore } from '@portal/events';
import { createMailSecretStore, type SqlDriver } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { createMailTransport, MailSender } from '@portal/workers';
import type { PortalConfig } from '../config.ts';

export const defaultMailFrom = 'portal@localhost';

export interface RunningMailSender {
  readonly sender: MailSender;
  /** Where mails go, for the start banner: the SMTP host or the .eml directory. */
  readonly description: string;
  stop(): Promise<void>;
}

/**
 * Starts the mail outbox's sender with the configured transport: SMTP when PORTAL_SMTP_URL is
 * set, otherwise `.eml` files under `<PORTAL_DATA_DIR>/mail/`.
 */
export async function startMailSender(
  config: PortalConfig,
  deps: { eventStore: EventStore; readStore: ReadStore; catalog: EventCatalog; logger: Logger; sql?: SqlDriver },
): Promise<RunningMailSender> {
  const from = config.mailFrom ?? defaultMailFrom;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from });
  // The command API withholds links and codes from the log in this database (mail_secrets).
  const secrets = deps.sql ? await createMailSecretStore(deps.sql) : undefined;
  const sender = new MailSender({ ...deps, commands: allCommands, transport, secrets });
  await sender.start();
  // Never print the SMTP URL itself: it may carry a password.
  const description = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host} from ${from}` : `.eml files in ${join(config.dataDir, 'mail')}`;
  return {
    sender,
    description,
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
