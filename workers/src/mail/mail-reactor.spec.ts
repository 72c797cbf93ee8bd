import { mailStream } from '@portal/events';
import { given } from '../runtime/testing/reaction-spec.ts';
import { recorded } from '../runtime/testing/recorded.ts';
import { mailReactor, type MailRequest } from './mail-reactor.ts';

const mailId = '3a7e0c52-0000-4000-8000-000000000001';
const stream = mailStream(mailId);
const queuedData = { mailId, to: 'anna@example.com', language: 'en', template: 'activation', params: { name: 'Anna Muster' }, withheld: ['link', 'code'] };
const queued = recorded('MailQueued', queuedData, 1, stream);
const failed = (attempt: number, position: number, final = false) => recorded('MailFailed', { mailId, attempt, reason: 'mailbox unavailable', final }, position, stream);
const sent = recorded('MailSent', { mailId, messageId: `<${mailId}@alpha.localhost>`, transport: 'smtp' }, 3, stream);
// recorded() puts position p at 2026-11-21T12:00:0p.000Z.
const reactor = mailReactor((attempt) => 1000 * attempt);

describe('mail reaction', () => {
  it('asks to send a queued mail at once, as queued', async () => {
    await given([]).when(reactor, queued).then([{ type: 'SendMail', data: queuedData } as MailRequest]);
  });

  it('asks to send a failed mail again after the pause for its attempt, counted from the failure', async () => {
    await given([queued]).when(reactor, failed(2, 2)).then([{ type: 'SendMail', data: queuedData, notBefore: '2026-11-21T12:00:04.000Z' } as MailRequest]);
  });

  it('asks for nothing for an event a later one of its mail supersedes: a replay sends no mail twice', async () => {
    await given([queued, sent]).when(reactor, queued).then([]);
    await given([queued, failed(1, 2), failed(2, 3)]).when(reactor, failed(1, 2)).then([]);
  });

  it('asks to forget the withheld parameters once the mail is sent or given up', async () => {
    await given([queued]).when(reactor, sent).then([{ type: 'ForgetWithheld', data: { mailId } }]);
    await given([queued]).when(reactor, failed(5, 2, true)).then([{ type: 'ForgetWithheld', data: { mailId } }]);
  });
});
