import type { MailSecretStore } from '@portal/platform';
import { ReactorFollower, type WorkerRunnerOptions } from '../runtime/worker-runner.ts';
import { mailEffects } from './mail-effects.ts';
import { mailReactor } from './mail-reactor.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailSenderOptions extends Omit<WorkerRunnerOptions, 'effects'> {
  readonly transport: MailTransport;
  /** Links and codes the log withholds (MailQueued `withheld`); deleted once the mail is sent or given up. */
  readonly secrets?: MailSecretStore;
  /** Pause before retry `attempt + 1`, counted from the failure; default 5 s doubling, at most 60 s. */
  readonly retryDelayMs?: (attempt: number) => number;
}

/**
 * The mail outbox's sender: the mail reaction (`mailReactor`) on the runner's loop, its effects
 * on the transport and the secret store (`mailEffects`), with the runner's checkpoint
 * (`worker-mail-sender`), retries and shutdown. Retries wait inline (bounded by the delay),
 * holding up the mails behind them meanwhile.
 */
export class MailSender extends ReactorFollower {
  constructor(options: MailSenderOptions) {
    super(mailReactor(options.retryDelayMs), { ...options, effects: mailEffects(options) });
  }
}
