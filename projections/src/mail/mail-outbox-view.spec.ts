import type { RecordedEvent } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { erasedView } from '../testing/project-view.ts';
import { mailOutboxView as typedMailOutboxView, type MailOutboxDoc } from './mail-outbox-view.ts';

const mailOutboxView = erasedView(typedMailOutboxView);

const mailId = '0b7e2f53-7a3f-4d5e-9a51-1f6a2b3c4d5e';
let position = 0n;
const recorded = (type: string, data: object): RecordedEvent => {
  position += 1n;
  const e = testEvent(type, data, { tenant: 'alpha', occurredAt: `2026-03-01T10:00:0${position}.000Z` });
  return { ...e, streamId: `mail-${mailId}`, revision: position - 1n, globalPosition: position, checkpoint: { commit: position, position }, recordedAt: e.metadata.occurredAt } as RecordedEvent;
};
const fold = (events: RecordedEvent[]): MailOutboxDoc | null =>
  events.reduce<MailOutboxDoc | null>((doc, e) => mailOutboxView.evolve(doc, e, mailOutboxView.documentIds(e)[0] ?? ''), null);

const queued = () => recorded('MailQueued', { mailId, userId: 'u1', to: 'anna@example.com', language: 'fr', template: 'activation', params: { name: 'Anna', link: 'https://x', code: 'A1' } });

describe('mail outbox view', () => {
  it('shows a queued mail, then sent with the transport', () => {
    const doc = fold([queued(), recorded('MailSent', { mailId, messageId: '<m@portal>', transport: 'smtp' })]);
    expect(doc).toMatchObject({ id: mailId, status: 'sent', attempts: 1, userId: 'u1', template: 'activation', tenant: 'alpha', messageId: '<m@portal>', transport: 'smtp' });
    expect(doc?.sentAt).toBe(doc?.updatedAt);
  });

  it("keeps no user's address (it is theirs, sealed in the log), only the address of a mail to nobody in particular", () => {
    expect(fold([queued()])).toMatchObject({ userId: 'u1', to: null });
    const testMail = recorded('MailQueued', { mailId, to: 'ops@alpha.example.com', language: 'en', template: 'testMail', params: { salesPartnerName: 'Alpha' } });
    expect(fold([testMail])).toMatchObject({ userId: null, to: 'ops@alpha.example.com' });
  });

  it('keeps a mail queued while retries remain, and failed after the final attempt', () => {
    const retrying = fold([queued(), recorded('MailFailed', { mailId, attempt: 1, reason: '550 no', final: false })]);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: '550 no' });
    const given = fold([queued(), recorded('MailFailed', { mailId, attempt: 5, reason: '550 no', final: true })]);
    expect(given).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('ignores outcomes of a mail it never saw queued', () => {
    expect(fold([recorded('MailSent', { mailId, messageId: '<m@portal>', transport: 'smtp' })])).toBeNull();
  });
});
