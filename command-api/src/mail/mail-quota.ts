import { DateTime } from 'luxon';
import { assertNever, DomainError, type Decider, type MailEvent } from '@portal/events';

/** Mails a user may have queued per day unless the service is configured otherwise. */
export const defaultDailyMailLimit = 20;

/** The calendar day in Switzerland, where the portal's users live: the limit resets at midnight there. */
export const mailQuotaDay = (now: Date): string => DateTime.fromJSDate(now, { zone: 'Europe/Zurich' }).toISODate() ?? '';

export interface UseMailQuota {
  readonly type: 'UseMailQuota';
  readonly data: { readonly userId: string; readonly day: string; readonly mailId: string; readonly limit: number };
}

export interface MailQuotaState {
  readonly mailIds: readonly string[];
}

function decide(command: UseMailQuota, state: MailQuotaState): MailEvent[] {
  switch (command.type) {
    case 'UseMailQuota': {
      const { userId, day, mailId, limit } = command.data;
      // A retried QueueMail counts once.
      if (state.mailIds.includes(mailId)) return [];
      if (state.mailIds.length >= limit) {
        throw new DomainError('LIMIT_USER_MAIL_REACHED', 429, `user ${userId} has reached the limit of ${limit} mails on ${day}`);
      }
      return [{ type: 'MailQuotaUsed', data: { userId, day, mailId } }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(state: MailQuotaState, event: MailEvent): MailQuotaState {
  return event.type === 'MailQuotaUsed' ? { mailIds: [...state.mailIds, event.data.mailId] } : state;
}

export const mailQuotaDecider: Decider<UseMailQuota, MailQuotaState, MailEvent> = { initialState: () => ({ mailIds: [] }), decide, evolve };
