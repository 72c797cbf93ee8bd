import type { MailSecretStore } from '@portal/platform';
import type { Logger } from '@portal/projections';
import { mailEffects } from './mail-effects.ts';
import type { SendMail } from './mail-reactor.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const mailId = '3a7e0c52-0000-4000-8000-000000000001';
const request = (overrides: Partial<SendMail['data']> = {}): SendMail => ({
  type: 'SendMail',
  data: { mailId, to: 'anna@example.com', language: 'en', template: 'passwordReset', params: { name: 'Anna Muster' }, withheld: ['link'], ...overrides },
});

function transport(refuse = false): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'smtp',
    from: 'Portal <portal@alpha.localhost>',
    sent,
    async send(mail) {
      if (refuse) throw new Error('mailbox unavailable');
      sent.push(mail);
      return { messageId: mail.messageId };
    },
    close: () => undefined,
  };
}

function secrets(held: Map<string, Record<string, string>>): Pick<MailSecretStore, 'get' | 'remove'> {
  return {
    get: async (id) => held.get(id) ?? null,
    remove: async (id) => void held.delete(id),
  };
}

describe('mail effects', () => {
  it('sends the mail rendered with its withheld parameters, under a Message-ID from the mailId, and answers RecordMailSent', async () => {
    const wire = transport();
    const [sendMail] = mailEffects({ transport: wire, logger: silent, secrets: secrets(new Map([[mailId, { link: 'https://alpha.localhost/reset/x' }]])) });
    expect(await sendMail.run(request())).toEqual({ type: 'RecordMailSent', data: { mailId, messageId: `<${mailId}@alpha.localhost>`, transport: 'smtp' } });
    expect(wire.sent[0]).toMatchObject({ to: 'anna@example.com', messageId: `<${mailId}@alpha.localhost>` });
    expect(wire.sent[0]?.text).toContain('https://alpha.localhost/reset/x');
  });

  it('answers RecordMailFailed with the reason: the transport refused, the recipient was erased, the withheld parameters are gone', async () => {
    const [refused] = mailEffects({ transport: transport(true), logger: silent, secrets: secrets(new Map([[mailId, { link: 'x' }]])) });
    expect(await refused.run(request())).toEqual({ type: 'RecordMailFailed', data: { mailId, reason: 'mailbox unavailable' } });
    const [sendMail] = mailEffects({ transport: transport(), logger: silent, secrets: secrets(new Map()) });
    expect(await sendMail.run(request({ to: '' }))).toEqual({ type: 'RecordMailFailed', data: { mailId, reason: 'the recipient was erased' } });
    expect(await sendMail.run(request())).toEqual({ type: 'RecordMailFailed', data: { mailId, reason: `the withheld parameters of mail ${mailId} are not available` } });
  });

  it('forgets the withheld parameters, answering no command', async () => {
    const held = new Map([[mailId, { link: 'x' }]]);
    const [, forget] = mailEffects({ transport: transport(), logger: silent, secrets: secrets(held) });
    expect(await forget.run({ type: 'ForgetWithheld', data: { mailId } })).toBeNull();
    expect(held.size).toBe(0);
  });
});
