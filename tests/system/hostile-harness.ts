import { openLoginStores, totpCode } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createSqlBlobStore, InProcessBus, type SqlEventStore } from '@portal/platform';
import { allViews, createPgReadStore, ProjectionEngine } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { demoPassword, demoUsers, seedDemoUsers } from '../../deploy/demo/demo-users.ts';
import { alphaDemoId, betaDemoId } from '../../deploy/demo/demo-partners.ts';
import { seedDemo } from '../../deploy/demo/seed-demo.ts';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { testEventStore } from '@portal/platform/testing';

/** Who sends a request: the headers that make it so (host, session cookie, CSRF token). */
export interface Caller {
  readonly name: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly err?: { readonly stack?: string };
}

export interface HostileSystem {
  readonly app: FastifyInstance;
  readonly eventStore: SqlEventStore;
  readonly callers: readonly Caller[];
  /** Every line the server logged at warn or above, parsed. */
  readonly logged: LogLine[];
  close(): Promise<void>;
}

/** pino level of `error`: a line at or above it is a server fault, never a client's mistake. */
export const errorLevel = 50;

async function logIn(app: FastifyInstance, mail: string, host: string): Promise<Caller> {
  const demo = demoUsers.find((d) => d.user.mail === mail);
  if (!demo) throw new Error(`no demo user ${mail}`);
  const cookieHeader = (cookies: readonly { name: string; value: string }[]): string => cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const step = await app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: { mail, password: demoPassword } });
  const done = await app.inject({ method: 'POST', url: '/api/login/totp', headers: { host, cookie: cookieHeader(step.cookies) }, payload: { code: await totpCode(demo.totpSecret, new Date()) } });
  if (done.statusCode !== 200) throw new Error(`login of ${mail} failed: ${done.body}`);
  const csrf = done.cookies.find((c) => c.name === 'portal_csrf')?.value ?? '';
  return { name: `${demo.user.role} session`, headers: { host, cookie: cookieHeader(done.cookies), 'x-csrf-token': csrf } };
}

/**
 * The all-in-one server on in-memory PGlite with the demo partners, users and customers, a
 * logger that records what it writes, and three callers: nobody, the operator's admin and a
 * sales partner's user, both logged in with their TOTP code.
 */
export async function startHostileSystem(): Promise<HostileSystem> {
  const catalog = portalCatalog();
  const eventStore = await testEventStore({ catalog });
  const readStore = await createPgReadStore(eventStore.sql);
  const blobStore = await createSqlBlobStore(eventStore.sql);
  const bus = new InProcessBus();
  await seedPlatformConfig(eventStore, catalog);
  await seedDemo({ eventStore, catalog, blobStore });
  const session = await openLoginStores(eventStore.sql, 'hostile-input-credentials-key-32-characters');
  await seedDemoUsers({ eventStore, catalog, blobStore }, session, [alphaDemoId, betaDemoId]);
  const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
  await engine.start();
  const logged: LogLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) });
  const app = await buildApiServer({ logger, eventStore, catalog, blobStore, operatorToken: 'hostile-input-token', uiDir: false, session: { ...session, bus }, query: { readStore, bus, sessions: session } });
  await app.ready();
  const callers = [
    { name: 'nobody', headers: { host: 'alpha.localhost' } },
    await logIn(app, 'admin@portal.localhost', 'localhost'),
    await logIn(app, 'anna.alpha@alpha-energie.ch', 'alpha.localhost'),
  ];
  return {
    app,
    eventStore,
    callers,
    logged,
    close: async () => {
      await app.close();
      await engine.stop();
      await bus.close();
      await eventStore.close();
    },
  };
}
