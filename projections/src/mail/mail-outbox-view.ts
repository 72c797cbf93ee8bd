import type { MailEvent, MailLanguage, MailTemplate } from '@portal/events';
import { defineView } from '../engine/view.ts';

/** One mail as the admin screens list it. Parameters (links, codes) stay in the log, not here. */
export interface MailOutboxDoc {
  readonly id: string;
  readonly userId: string | null;
  /**
   * The address of a mail that names no user (a partner's test mail); null for a mail to a user,
   * whose address is personal data sealed in the log with their key and not copied here.
   */
  readonly to: string | null;
  readonly language: MailLanguage;
  readonly template: MailTemplate;
  readonly tenant: string;
  readonly status: 'queued' | 'sent' | 'failed';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly messageId: string | null;
  readonly transport: string | null;
  readonly queuedAt: string;
  readonly sentAt: string | null;
  readonly failedAt: string | null;
  readonly position: string;
  readonly updatedAt: string;
}

export const mailOutboxView = defineView<MailOutboxDoc, MailEvent>()({
  name: 'mail-outbox',
  handles: ['MailQueued', 'MailSent', 'MailFailed'],
  indexes: [
    { name: 'status', path: 'status' },
    { name: 'tenant', path: 'tenant' },
    { name: 'queuedAt', path: 'queuedAt', type: 'timestamptz' },
  ],
  documentIds: (event) => [event.data.mailId],
  evolve(doc, recorded, id) {
    const event = recorded;
    const at = recorded.metadata.occurredAt;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: at };
    switch (event.type) {
      case 'MailQueued': {
        const { userId, to, language, template } = event.data;
        return {
          id,
          userId: userId ?? null,
          to: userId === undefined ? to : null,
          language,
          template,
          tenant: recorded.metadata.tenant,
          status: 'queued',
          attempts: 0,
          lastError: null,
          messageId: null,
          transport: null,
          queuedAt: at,
          sentAt: null,
          failedAt: null,
          ...stamp,
        };
      }
      case 'MailSent':
        return doc && { ...doc, status: 'sent', attempts: doc.attempts + 1, messageId: event.data.messageId, transport: event.data.transport, sentAt: at, ...stamp };
      case 'MailFailed':
        // Below the limit the mail waits for its retry: still queued, with the error shown.
        return doc && { ...doc, status: event.data.final ? 'failed' : 'queued', attempts: event.data.attempt, lastError: event.data.reason, failedAt: at, ...stamp };
      default:
        return doc;
    }
  },
});
