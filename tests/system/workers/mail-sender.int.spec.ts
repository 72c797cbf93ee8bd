import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allCommands, runSystemCommand } from '@portal/command-api';
import { mailStream, portalCatalog, type QueueMail } from '@portal/events';
import { createMailSecretStore, PgliteDriver, type MailSecretStore, type SqlEventStore } from '@portal/platform';
import { allViews, createPgReadStore, ProjectionEngine, type Logger, type ReadStore } from '@portal/projections';
import { SMTPServer } from 'smtp-server';
import { createEmlTransport, createSmtpTransport, MailSender, type MailTransport } from '@portal/workers';
import { testEventStore } from '@portal/platform/testing';

const silentLoggerForTests: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Received {
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on a free loopback port; `rejectRcpt` decides, per attempt, whether RCPT TO fails. */
async function startSmtpServer(rejectRcpt: (address: string, attempt: number) => boolean) {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      if (rejectRcpt(address.address, attempt)) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  // The sender ends its side of a connection after QUIT and waits for the server's; a socket the
  // server has not closed yet would keep the jest worker alive after the file, so close destroys them.
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const close = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
  return { url: `smtp://127.0.0.1:${port}`, received, close };
}

const headerOf = (raw: string, name: string): string | undefined =>
  raw
    .split(/\r?\n\r?\n/)[0]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('mail sender', () => {
  const catalog = portalCatalog();
  let eventStore: SqlEventStore;
  let readStore: ReadStore;
  let engine: ProjectionEngine;
  let sender: MailSender | undefined;
  let transport: MailTransport | undefined;

  beforeEach(async () => {
    eventStore = await testEventStore();
    readStore = await createPgReadStore(eventStore.sql);
    const outbox = allViews.find((v) => v.name === 'mail-outbox');
    if (!outbox) throw new Error('mail-outbox view is not registered');
    engine = new ProjectionEngine({ eventStore, readStore, logger: silentLoggerForTests }).register(outbox);
    await engine.start();
  });
  afterEach(async () => {
    await sender?.stop();
    transport?.close();
    await engine.stop();
    // The replay test swaps in a read store on its own PGlite; it owns that driver and closes it.
    await readStore.close();
    await eventStore.close();
  });

  const startSender = async (t: MailTransport, secrets?: MailSecretStore) => {
    transport = t;
    sender = new MailSender({ eventStore, readStore, catalog, commands: allCommands, transport: t, logger: silentLoggerForTests, retryDelayMs: () => 0, secrets });
    await sender.start();
  };
  const queue = async (to: string) => {
    const mail: QueueMail = {
      mailId: randomUUID(),
      userId: 'user-1',
      to,
      language: 'en',
      template: 'activation',
      params: { name: 'Anna Muster', link: 'https://alpha.localhost/activate-user/u1', code: 'K7Q2' },
    };
    await runSystemCommand({ eventStore, catalog }, 'QueueMail', mail);
    return mail.mailId;
  };
  const outboxDoc = (mailId: string) => readStore.get<{ status: string; attempts: number; transport: string | null }>('mail-outbox', mailId);
  const typesOf = async (mailId: string) => (await eventStore.readStream(mailStream(mailId))).map((e) => e.type);

  it('sends a queued mail over SMTP and the outbox shows it sent', async () => {
    const smtp = await startSmtpServer(() => false);
    try {
      await startSender(createSmtpTransport(smtp.url, 'portal@alpha.localhost'));
      const mailId = await queue('anna@example.com');
      await until(() => smtp.received.length === 1, 'mail received');
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['anna@example.com']);
      expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('Activate your portal account');
      expect(headerOf(mail?.raw ?? '', 'Message-ID')).toBe(`<${mailId}@alpha.localhost>`);
      expect(mail?.raw).toContain('K7Q2');
      await until(async () => (await outboxDoc(mailId))?.status === 'sent', 'outbox shows sent');
      expect(await outboxDoc(mailId)).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp' });
    } finally {
      await smtp.close();
    }
  });

  it('records a refused recipient as MailFailed and retries until the server accepts', async () => {
    const smtp = await startSmtpServer((_address, attempt) => attempt === 1);
    try {
      await startSender(createSmtpTransport(smtp.url, 'portal@localhost'));
      const mailId = await queue('bounce-once@example.com');
      await until(async () => (await outboxDoc(mailId))?.status === 'sent', 'outbox shows sent');
      expect(await typesOf(mailId)).toEqual(['MailQueued', 'MailFailed', 'MailSent']);
      const failed = (await eventStore.readStream(mailStream(mailId)))[1];
      expect(failed?.data).toMatchObject({ attempt: 1, final: false });
      expect((failed?.data as { reason: string }).reason).toMatch(/550/);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after five refused attempts with a final failure', async () => {
    const smtp = await startSmtpServer(() => true);
    try {
      await startSender(createSmtpTransport(smtp.url, 'portal@localhost'));
      const mailId = await queue('never@example.com');
      await until(async () => (await outboxDoc(mailId))?.status === 'failed', 'outbox shows failed');
      const events = await eventStore.readStream(mailStream(mailId));
      expect(events.map((e) => e.type)).toEqual(['MailQueued', ...Array<string>(5).fill('MailFailed')]);
      expect(events.at(-1)?.data).toMatchObject({ attempt: 5, final: true });
      expect(await outboxDoc(mailId)).toMatchObject({ status: 'failed', attempts: 5 });
    } finally {
      await smtp.close();
    }
  });

  it('writes an .eml file with the headers of the mail, and does not send again after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
    try {
      await startSender(createEmlTransport(dataDir, 'portal@localhost'));
      const mailId = await queue('anna@example.com');
      await until(async () => (await outboxDoc(mailId))?.status === 'sent', 'outbox shows sent');
      const raw = await readFile(join(dataDir, 'mail', `${mailId}.eml`), 'utf8');
      expect(headerOf(raw, 'To')).toBe('anna@example.com');
      expect(headerOf(raw, 'From')).toBe('portal@localhost');
      expect(headerOf(raw, 'Subject')).toBe('Activate your portal account');
      expect(headerOf(raw, 'Message-ID')).toBe(`<${mailId}@localhost>`);
      expect(headerOf(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
      expect(await outboxDoc(mailId)).toMatchObject({ transport: 'eml' });

      // A sender that never saw a checkpoint replays the log: the mail's last event is MailSent, so nothing goes out twice.
      await sender?.stop();
      await rm(join(dataDir, 'mail'), { recursive: true });
      readStore = await createPgReadStore(await PgliteDriver.open(), { ownsDriver: true });
      await startSender(createEmlTransport(dataDir, 'portal@localhost'));
      await until(async () => (await readStore.checkpoint('worker-mail-sender')).position >= (await eventStore.head()).position, 'replay done');
      expect(await typesOf(mailId)).toEqual(['MailQueued', 'MailSent']);
      await expect(readFile(join(dataDir, 'mail', `${mailId}.eml`))).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('sends the link and code the log withholds, then forgets them', async () => {
    const smtp = await startSmtpServer(() => false);
    try {
      const secrets = await createMailSecretStore(eventStore.sql);
      await startSender(createSmtpTransport(smtp.url, 'portal@localhost'), secrets);
      const queueMail = allCommands.find((c) => c.type === 'QueueMail');
      const mailId = randomUUID();
      const data = { mailId, to: 'eva@example.com', language: 'de', template: 'activation', params: { name: 'Eva', link: 'https://alpha.localhost/activate-user/secret-id', code: 'Ab3d-Ef4g-Hj5k' } };
      await queueMail?.run({ eventStore, catalog, mailSecrets: secrets }, data, { commandId: randomUUID(), correlationId: mailId, causationId: mailId, actor: { userId: 'system', role: 'system' }, tenant: 'platform', now: new Date() });
      expect(JSON.stringify((await eventStore.readStream(mailStream(mailId)))[0]?.data)).not.toMatch(/secret-id|Ab3d/);
      await until(() => smtp.received.length === 1, 'mail received');
      expect(smtp.received[0]?.raw).toContain('Ab3d-Ef4g-Hj5k');
      expect(smtp.received[0]?.raw).toContain('activate-user/secret-id');
      await until(async () => (await secrets.get(mailId)) === null, 'secrets forgotten');
    } finally {
      await smtp.close();
    }
  });
});
