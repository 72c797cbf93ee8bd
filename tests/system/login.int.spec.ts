import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { openLoginStores, totpCode } from '@portal/command-api';
import { portalCatalog } from '@portal/events';
import { createSqlBlobStore, InProcessBus, type SqlEventStore } from '@portal/platform';
import { allViews, createPgReadStore, ProjectionEngine } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import WebSocket from 'ws';
import { demoPassword, demoUsers, seedDemoUsers } from '../../deploy/demo/demo-users.ts';
import { alphaDemoId, betaDemoId } from '../../deploy/demo/demo-partners.ts';
import { seedDemo } from '../../deploy/demo/seed-demo.ts';
import { buildApiServer, seedPlatformConfig } from '../../deploy/services.ts';
import { testEventStore } from '@portal/platform/testing';

interface Answer {
  readonly status: number;
  readonly body: { data?: Record<string, unknown>; code?: string };
  readonly cookies: Record<string, string>;
}

/** One HTTP call as a browser on `host` makes it, carrying and collecting cookies. */
function call(url: string, method: string, path: string, host: string, cookies: Record<string, string>, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const cookie = Object.entries(cookies).filter(([, v]) => v !== '').map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), { method, headers: { host, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        const jar = { ...cookies };
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = pair?.indexOf('=') ?? -1;
          if (pair && at > 0) jar[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
        }
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, cookies: jar });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('login with a demo user, then a command with the session', () => {
  let app: FastifyInstance;
  let url: string;
  let eventStore: SqlEventStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const catalog = portalCatalog();
    eventStore = await testEventStore({ catalog });
    const readStore = await createPgReadStore(eventStore.sql);
    const blobStore = await createSqlBlobStore(eventStore.sql);
    const bus = new InProcessBus();
    await seedPlatformConfig(eventStore, catalog);
    await seedDemo({ eventStore, catalog, blobStore });
    const session = await openLoginStores(eventStore.sql, 'system-test-credentials-key-32-chars!');
    await seedDemoUsers({ eventStore, catalog, blobStore }, session, [alphaDemoId, betaDemoId]);
    const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
    await engine.start();
    app = await buildApiServer({ logger: pino({ level: 'silent' }), eventStore, catalog, blobStore, operatorToken: 'system-token', session: { ...session, bus }, query: { readStore, bus, sessions: session } });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await engine.stop();
      await bus.close();
      await eventStore.close();
    };
  });
  afterAll(() => close());

  it("logs Anna in on alpha's host with the TOTP code, creates a user of alpha as admin, logs out", async () => {
    const anna = demoUsers.find((d) => d.user.mail === 'anna.alpha@alpha-energie.ch');
    const admin = demoUsers.find((d) => d.user.role === 'admin');
    if (!anna || !admin) throw new Error('demo users missing');

    const onBeta = await call(url, 'POST', '/api/login', 'beta.localhost', {}, { mail: anna.user.mail, password: demoPassword });
    expect({ status: onBeta.status, code: onBeta.body.code }).toEqual({ status: 401, code: 'LOGIN_ERROR' });

    const step = await call(url, 'POST', '/api/login', 'alpha.localhost:8080', {}, { mail: anna.user.mail, password: demoPassword });
    expect(step.body).toEqual({ data: { step: 'totp' } });
    const done = await call(url, 'POST', '/api/login/totp', 'alpha.localhost:8080', step.cookies, { code: await totpCode(anna.totpSecret, new Date()) });
    expect(done.body.data).toMatchObject({ loggedIn: true, role: 'salesPartner', email: anna.user.mail });
    const info = await call(url, 'GET', '/api/getUserInfo', 'alpha.localhost:8080', done.cookies);
    expect(info.body.data).toMatchObject({ loggedIn: true, id: anna.user.userId });

    // A partner's user may not send operator commands, session or not.
    const csrf = { 'x-csrf-token': done.cookies.portal_csrf ?? '' };
    const userOfAlpha = { userId: randomUUID(), salesPartnerId: alphaDemoId, role: 'salesPartner', mail: 'neu@alpha-energie.ch', name: 'Neu', prename: 'Nina', sex: 'MS', language: 'de', phoneprefix: '+41', phone: '44 123 45 99' };
    const command = { type: 'CreatePlatformUser', commandId: randomUUID(), data: userOfAlpha };
    expect((await call(url, 'POST', '/api/commands', 'alpha.localhost', done.cookies, command, csrf)).status).toBe(403);

    // Another tab of the same browser is logged in on its socket, and hears the logout there.
    const tab = new WebSocket(`${url.replace('http', 'ws')}/api/socket`, { headers: { host: 'alpha.localhost', cookie: `portal_session=${done.cookies.portal_session ?? ''}` } });
    const loggedOut = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no logoutResponse within 5 s')), 5000);
      tab.on('message', (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as { type: string };
        if (message.type !== 'logoutResponse') return;
        clearTimeout(timer);
        resolve(message);
      });
    });
    const auth = new Promise<unknown>((resolve) => tab.on('message', (raw: Buffer) => JSON.parse(raw.toString()).type === 'AUTH' && resolve(JSON.parse(raw.toString()))));
    await new Promise((resolve, reject) => tab.once('open', resolve).once('error', reject));
    tab.send(JSON.stringify({ type: 'AUTH', autoLogin: true, reconnect: false }));
    expect(await auth).toEqual({ type: 'AUTH', loggedIn: true, role: 'salesPartner', salesPartnerId: alphaDemoId, customerId: null, customerType: null });
    const out = await call(url, 'POST', '/api/logout', 'alpha.localhost', done.cookies, undefined, csrf);
    expect(out.body).toEqual({ data: { loggedIn: false } });
    expect(await loggedOut).toEqual({ type: 'logoutResponse' });
    tab.close();
    expect((await call(url, 'GET', '/api/getUserInfo', 'alpha.localhost', out.cookies)).body.data).toEqual({ loggedIn: false, role: 'default' });

    const adminStep = await call(url, 'POST', '/api/login', 'alpha.localhost', {}, { mail: admin.user.mail, password: demoPassword });
    const adminIn = await call(url, 'POST', '/api/login/totp', 'alpha.localhost', adminStep.cookies, { code: await totpCode(admin.totpSecret, new Date()) });
    expect(adminIn.body.data).toMatchObject({ role: 'admin' });
    const noCsrf = await call(url, 'POST', '/api/commands', 'alpha.localhost', adminIn.cookies, command);
    expect({ status: noCsrf.status, code: noCsrf.body.code }).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    const sent = await call(url, 'POST', '/api/commands', 'alpha.localhost', adminIn.cookies, command, { 'x-csrf-token': adminIn.cookies.portal_csrf ?? '' });
    expect(sent.status).toBe(200);
    const [created] = await eventStore.readStream(`user-${userOfAlpha.userId}`);
    expect(created?.metadata).toMatchObject({ actor: { userId: admin.user.userId, role: 'admin' }, tenant: alphaDemoId });
  });
});
