import { assertNever, DomainError, type Decider, type MailEvent, type QueueMail, type RecordMailFailed, type RecordMailSent } from '@portal/events';
import { splitMailParams } from '@portal/platform';

/** Attempts before the sender gives up on a mail; the last failure is recorded as final. */
export const mailMaxAttempts = 5;

export type MailCommand =
  /** `withhold`: the links and codes of the template go to the mail secret store, not into the event. */
  | { readonly type: 'QueueMail'; readonly data: QueueMail; readonly withhold?: boolean }
  | { readonly type: 'RecordMailSent'; readonly data: RecordMailSent }
  | { readonly type: 'RecordMailFailed'; readonly data: RecordMailFailed };

export type MailState =
  | { readonly status: 'none' }
  | { readonly status: 'queued'; readonly attempts: number }
  | { readonly status: 'sent'; readonly attempts: number }
  | { readonly status: 'failed'; readonly attempts: number };

const unknownMail = (mailId: string) => new DomainError('STATE_ERROR', 403, `mail ${mailId} was never queued`);

function decide(command: MailCommand, state: MailState): MailEvent[] {
  switch (command.type) {
    case 'QueueMail':
      // The same mailId twice is the same mail: queued once.
      if (state.status !== 'none') return [];
      if (command.withhold) {
        const { shown, withheld } = splitMailParams(command.data.template, command.data.params);
        const names = Object.keys(withheld);
        if (names.length > 0) return [{ type: 'MailQueued', data: { ...command.data, params: shown, withheld: names } }];
      }
      return [{ type: 'MailQueued', data: { ...command.data, params: { ...command.data.params } } }];
    case 'RecordMailSent':
      if (state.status === 'none') throw unknownMail(command.data.mailId);
      // A send that succeeded after the sender had given up still went out: record it.
      if (state.status === 'sent') return [];
      return [{ type: 'MailSent', data: command.data }];
    case 'RecordMailFailed': {
      if (state.status === 'none') throw unknownMail(command.data.mailId);
      if (state.status !== 'queued') return [];
      const attempt = state.attempts + 1;
      return [{ type: 'MailFailed', data: { mailId: command.data.mailId, attempt, reason: command.data.reason, final: attempt >= mailMaxAttempts } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: MailState, event: MailEvent): MailState {
  const attempts = state.status === 'none' ? 0 : state.attempts;
  switch (event.type) {
    case 'MailQueued':
      return { status: 'queued', attempts: 0 };
    case 'MailSent':
      return { status: 'sent', attempts };
    case 'MailFailed':
      return { status: event.data.final ? 'failed' : 'queued', attempts: event.data.attempt };
    case 'MailQuotaUsed':
      return state;
    default:
      return assertNever(event);
  }
}

export const mailDecider: Decider<MailCommand, MailState, MailEvent> = { initialState: () => ({ status: 'none' }), decide, evolve };
