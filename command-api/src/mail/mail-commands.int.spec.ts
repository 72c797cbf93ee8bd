import { randomUUID } from 'node:crypto';
import { DomainError, mailQuotaStream, mailStream, portalCatalog, type QueueMail } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import { runSystemCommand } from '../app.ts';
import { createMailCommands } from './commands.ts';
import { mailQuotaDay } from './mail-quota.ts';
import { mailIdFor, queueMailWithin } from './queue-mail.ts';
import { testEventStore } from '@portal/platform/testing';

describe('QueueMail against the event store', () => {
  const catalog = portalCatalog();
  const commands = createMailCommands({ dailyLimit: 2 });
  let eventStore: SqlEventStore;
  beforeEach(async () => {
    eventStore = await testEventStore();
  });
  afterEach(async () => {
    await eventStore.close();
  });

  const mail = (userId: string | undefined): QueueMail => ({
    mailId: randomUUID(),
    ...(userId === undefined ? {} : { userId }),
    to: 'anna@example.com',
    language: 'fr',
    template: 'emailVerification',
    params: { name: 'Anna', code: '482913', validMinutes: 15 },
  });
  const queue = (data: QueueMail, commandId = randomUUID()) => runSystemCommand({ eventStore, catalog, commands }, 'QueueMail', data, commandId);
  const codeOf = (promise: Promise<unknown>) => promise.then(() => 'OK', (e: unknown) => (e instanceof DomainError ? e.code : String(e)));
  const today = () => mailQuotaStream('user-1', mailQuotaDay(new Date()));

  it('queues up to the daily limit, then refuses with LIMIT_USER_MAIL_REACHED and queues nothing', async () => {
    await queue(mail('user-1'));
    await queue(mail('user-1'));
    const third = mail('user-1');
    expect(await codeOf(queue(third))).toBe('LIMIT_USER_MAIL_REACHED');
    expect(await eventStore.readStream(mailStream(third.mailId))).toHaveLength(0);
    // Another user, and mails without a user (a test mail), have their own allowance.
    expect(await codeOf(queue(mail('user-2')))).toBe('OK');
    expect(await codeOf(queue(mail(undefined)))).toBe('OK');
  });

  it('counts a replayed command and a re-queued mailId once', async () => {
    const data = mail('user-1');
    const commandId = randomUUID();
    await queue(data, commandId);
    expect((await queue(data, commandId)).duplicate).toBe(true);
    expect((await queue(data)).events).toBe(0);
    expect(await eventStore.readStream(today())).toHaveLength(1);
  });

  it('lets no more than the limit through when requests race', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => codeOf(queue(mail('user-1')))));
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'OK').every((o) => o === 'LIMIT_USER_MAIL_REACHED' || o === 'DATA_MISMATCH_RELOAD')).toBe(true);
    expect(await eventStore.readStream(today())).toHaveLength(2);
  });

  it('refuses, in process too, a mail whose parameters do not fit its template', async () => {
    const bad = { ...mail('user-1'), params: { name: 'Anna' } } as unknown as QueueMail;
    expect(await codeOf(queue(bad))).toBe('VALIDATION_ERROR');
    expect(await eventStore.readStream(today())).toHaveLength(0);
  });

  it('queues from inside another command once, however often that command is retried', async () => {
    const context = { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: { userId: 'u', role: 'system' as const }, tenant: 'alpha', now: new Date() };
    const data = { ...mail('user-1'), mailId: mailIdFor(context.commandId, 'passwordReset') };
    expect(mailIdFor(context.commandId, 'passwordReset')).toBe(data.mailId);
    expect(mailIdFor(context.commandId, 'activation')).not.toBe(data.mailId);
    const first = await queueMailWithin({ eventStore, catalog }, data, context, 2);
    const again = await queueMailWithin({ eventStore, catalog }, data, context, 2);
    // The mail and the day's quota, in one append.
    expect([first.events, again.duplicate]).toEqual([2, true]);
    const [queued] = await eventStore.readStream(mailStream(data.mailId));
    expect(queued?.metadata).toMatchObject({ causationId: context.commandId, tenant: 'alpha' });
    expect(queued?.metadata.commandId).not.toBe(context.commandId);
    expect(await eventStore.readStream(today())).toHaveLength(1);
  });
});
