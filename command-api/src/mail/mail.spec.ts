import type { MailEvent, QueueMail } from '@portal/events';
import { given } from '@portal/events/testing';
import { mailDecider as decider, mailMaxAttempts } from './mail.ts';
import { mailQuotaDay, mailQuotaDecider } from './mail-quota.ts';

const mailId = '0b7e2f53-7a3f-4d5e-9a51-1f6a2b3c4d5e';
const queue: QueueMail = {
  mailId,
  userId: 'u1',
  to: 'anna@example.com',
  language: 'de',
  template: 'passwordReset',
  params: { name: 'Anna', link: 'https://alpha.example.com/set-new-password/x' },
};
const queued: MailEvent = { type: 'MailQueued', data: { ...queue, params: { ...queue.params } } };
const failed = (attempt: number, final = false): MailEvent => ({ type: 'MailFailed', data: { mailId, attempt, reason: 'connection refused', final } });
const sent: MailEvent = { type: 'MailSent', data: { mailId, messageId: `<${mailId}@portal>`, transport: 'smtp' } };

describe('mail decider', () => {
  it('queues a mail once per mailId', () => {
    given(decider, []).when({ type: 'QueueMail', data: queue }).then([queued]);
    given(decider, [queued]).when({ type: 'QueueMail', data: queue }).then([]);
  });

  it('records a send once', () => {
    given(decider, [queued]).when({ type: 'RecordMailSent', data: sent.data as never }).then([sent]);
    given(decider, [queued, sent]).when({ type: 'RecordMailSent', data: sent.data as never }).then([]);
  });

  it('counts failed attempts and gives up on the fifth with a final failure', () => {
    given(decider, [queued]).when({ type: 'RecordMailFailed', data: { mailId, reason: 'connection refused' } }).then([failed(1)]);
    const four = [1, 2, 3, 4].map((n) => failed(n));
    expect(mailMaxAttempts).toBe(5);
    given(decider, [queued, ...four]).when({ type: 'RecordMailFailed', data: { mailId, reason: 'connection refused' } }).then([failed(5, true)]);
    given(decider, [queued, ...four, failed(5, true)]).when({ type: 'RecordMailFailed', data: { mailId, reason: 'again' } }).then([]);
  });

  it('records a late success after a failure', () => {
    given(decider, [queued, failed(1)]).when({ type: 'RecordMailSent', data: sent.data as never }).then([sent]);
    given(decider, [queued, sent]).when({ type: 'RecordMailFailed', data: { mailId, reason: 'x' } }).then([]);
  });

  it('refuses outcomes for a mail never queued', () => {
    given(decider, []).when({ type: 'RecordMailSent', data: sent.data as never }).thenThrows('STATE_ERROR');
    given(decider, []).when({ type: 'RecordMailFailed', data: { mailId, reason: 'x' } }).thenThrows('STATE_ERROR');
  });
});

describe('mail quota decider', () => {
  const use = (id: string, limit = 2) => ({ type: 'UseMailQuota' as const, data: { userId: 'u1', day: '2026-03-29', mailId: id, limit } });
  const used = (id: string): MailEvent => ({ type: 'MailQuotaUsed', data: { userId: 'u1', day: '2026-03-29', mailId: id } });

  it('counts mails up to the limit, then refuses with LIMIT_USER_MAIL_REACHED', () => {
    given(mailQuotaDecider, [used('a')]).when(use('b')).then([used('b')]);
    given(mailQuotaDecider, [used('a'), used('b')]).when(use('c')).thenThrows('LIMIT_USER_MAIL_REACHED');
  });

  it('counts a retried mail once, even at the limit', () => {
    given(mailQuotaDecider, [used('a'), used('b')]).when(use('b')).then([]);
  });

  it('takes the day in Zurich: 23:30 UTC in summer is already tomorrow', () => {
    expect(mailQuotaDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(mailQuotaDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(mailQuotaDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('mail decider: withheld parameters', () => {
  it('keeps the link and code of an activation out of MailQueued when asked to, naming them', () => {
    const activation: QueueMail = { mailId, to: 'anna@example.com', language: 'de', template: 'activation', params: { name: 'Anna', link: 'https://alpha.example.com/activate-user/x', code: 'Ab3d-Ef4g-Hj5k' } };
    given(decider, []).when({ type: 'QueueMail', data: activation, withhold: true }).then([{ type: 'MailQueued', data: { ...activation, params: { name: 'Anna' }, withheld: ['link', 'code'] } }]);
  });

  it('changes nothing for a template without secrets', () => {
    const test: QueueMail = { mailId, to: 'info@alpha.test', language: 'de', template: 'testMail', params: { salesPartnerName: 'Alpha' } };
    given(decider, []).when({ type: 'QueueMail', data: test, withhold: true }).then([{ type: 'MailQueued', data: { ...test, params: { ...test.params } } }]);
  });
});
