import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSystemCommand } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { type SqlEventStore } from '@portal/platform';
import { createPgReadStore, type Logger } from '@portal/projections';
import { loadConfig } from '../config.ts';
import { startMailSender, type RunningMailSender } from './mail-sender.ts';
import { testEventStore } from '@portal/platform/testing';

const silentLoggerForTests: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('mail sender as the deployment starts it', () => {
  const catalog = portalCatalog();
  let eventStore: SqlEventStore;
  let dataDir: string;
  let running: RunningMailSender | undefined;
  beforeEach(async () => {
    eventStore = await testEventStore();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    await eventStore.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (env: NodeJS.ProcessEnv) => {
    const readStore = await createPgReadStore(eventStore.sql);
    running = await startMailSender(loadConfig({ PORTAL_DATA_DIR: dataDir, ...env }), { eventStore, readStore, catalog, logger: silentLoggerForTests });
    return running;
  };

  it('without PORTAL_SMTP_URL writes .eml files under <PORTAL_DATA_DIR>/mail from PORTAL_MAIL_FROM', async () => {
    const { description } = await start({ PORTAL_MAIL_FROM: 'noreply@alpha.example.com' });
    expect(description).toBe(`.eml files in ${join(dataDir, 'mail')}`);
    const mailId = randomUUID();
    await runSystemCommand({ eventStore, catalog }, 'QueueMail', {
      mailId,
      to: 'ops@alpha.example.com',
      language: 'de',
      template: 'testMail',
      params: { salesPartnerName: 'Alpha Energie AG' },
    });
    const file = join(dataDir, 'mail', `${mailId}.eml`);
    const deadline = Date.now() + 10_000;
    let raw: string | null = null;
    while (raw === null) {
      raw = await readFile(file, 'utf8').catch(() => null);
      if (raw === null && Date.now() > deadline) throw new Error('no .eml file within 10 s');
      if (raw === null) await new Promise((r) => setTimeout(r, 20));
    }
    expect(raw).toMatch(/^From: noreply@alpha\.example\.com$/m);
    expect(raw).toMatch(new RegExp(`^Message-ID: <${mailId}@alpha\\.example\\.com>$`, 'm'));
  });

  it('with PORTAL_SMTP_URL sends over SMTP and never shows the password', async () => {
    const { description } = await start({ PORTAL_SMTP_URL: 'smtp://mailer:s3cret@127.0.0.1:2525' });
    expect(description).toBe('SMTP 127.0.0.1:2525 from portal@localhost');
  });
});
