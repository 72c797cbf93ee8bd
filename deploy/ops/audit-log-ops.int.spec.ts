import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testMetadata } from '@portal/events/testing';
import { auditKeyFrom, createHttpServer, createOpsServer, verifyAuditLog, type SqlDriver, type SqlEventStore } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { auditLogOps } from './audit-log-ops.ts';
import { testEventStore } from '@portal/platform/testing';

const token = 'audit-ops-token';
const operator = { authorization: `Bearer ${token}` };
const key = auditKeyFrom(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());

describe('audit endpoints on the ops listener (PGlite)', () => {
  let eventStore: SqlEventStore;
  let ops: FastifyInstance;
  let started: string;
  beforeAll(async () => {
    eventStore = await testEventStore();
    started = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 12; i += 1) {
      await eventStore.append(`note-${i % 3}`, [{ id: randomUUID(), type: 'NoteWritten', data: { text: `note ${i}` }, metadata: testMetadata() }], { expectedRevision: 'any' });
    }
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    ops = await createOpsServer({ logger: false, title: 'spec', api });
    await ops.register(auditLogOps, { sql: eventStore.sql, eventStore, key, operatorToken: token });
  });
  afterAll(async () => {
    await ops.close();
    await eventStore.close();
  });

  it('refuses callers without the operator token', async () => {
    for (const [method, url] of [['GET', '/ops/audit/export'], ['POST', '/ops/audit/seal']] as const) {
      const res = await ops.inject({ method, url, headers: { authorization: 'Bearer wrong' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    }
  });

  it('seals on demand and streams an export that verifies against the key, whole or for one stream', async () => {
    const sealed = await ops.inject({ method: 'POST', url: '/ops/audit/seal', headers: operator });
    expect(sealed.json()).toEqual({ data: { seals: 1 } });
    const whole = await ops.inject({ method: 'GET', url: '/ops/audit/export', headers: operator });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('application/x-ndjson');
    const lines = whole.body.trimEnd().split('\n');
    expect(await verifyAuditLog(lines, { trustedKeys: [key.publicKeyPem] })).toMatchObject({ ok: true, events: 12, seals: 1, unsealed: 0, key: 'pinned' });
    const one = await ops.inject({ method: 'GET', url: '/ops/audit/export?stream=note-1', headers: operator });
    expect(await verifyAuditLog(one.body.trimEnd().split('\n'), { trustedKeys: [key.publicKeyPem] })).toMatchObject({ ok: true, events: 4 });
    const ranged = await ops.inject({ method: 'GET', url: `/ops/audit/export?from=${encodeURIComponent(started)}&to=${encodeURIComponent(new Date().toISOString())}`, headers: operator });
    expect(await verifyAuditLog(ranged.body.trimEnd().split('\n'), { trustedKeys: [key.publicKeyPem] })).toMatchObject({ ok: true, events: 12 });
  });

  it.each([
    ['an unknown stream', '?stream=nobody-1', 404, 'ERR_BAD_REQUEST', 'stream'],
    ['a time that is no time', '?from=yesterday', 400, 'INVALID_DATE', 'from'],
    ['a time in the future', `?from=${new Date(Date.now() + 86_400_000).toISOString()}`, 422, 'INVALID_DATE', 'from'],
    ['an end before the first event', '?to=2001-01-01T00:00:00Z', 422, 'INVALID_DATE', 'to'],
    ['a start after the end', '?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 422, 'INVALID_DATE', 'to'],
    ['a stream and a range at once', '?stream=note-1&from=2026-01-01T00:00:00Z', 400, 'ERR_BAD_REQUEST', 'stream'],
  ])('answers %s (%s) with %i and the field, and no export', async (_case, query, status, code, field) => {
    const res = await ops.inject({ method: 'GET', url: `/ops/audit/export${query}`, headers: operator });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, field });
  });
});

describe('an audit export whose client goes away (PGlite)', () => {
  const events = 30_000;
  let eventStore: SqlEventStore;
  let ops: FastifyInstance;
  let pagesRead = 0;
  const logLines: string[] = [];
  beforeAll(async () => {
    eventStore = await testEventStore();
    for (let i = 0; i < events / 1000; i += 1) {
      const batch = Array.from({ length: 1000 }, (_, j) => ({ id: randomUUID(), type: 'NoteWritten', data: { text: `note ${i * 1000 + j} ${'x'.repeat(200)}` }, metadata: testMetadata() }));
      await eventStore.append(`note-${i}`, batch, { expectedRevision: 'no_stream' });
    }
    // Counts the export's pages of events (5,000 each): the whole log is six.
    const sql: SqlDriver = {
      concurrency: eventStore.sql.concurrency,
      query: (text, params, options) => {
        if (text.includes('ORDER BY transaction_id, global_position LIMIT $3')) pagesRead += 1;
        return eventStore.sql.query(text, params, options);
      },
      transaction: (fn) => eventStore.sql.transaction(fn),
      close: () => eventStore.sql.close(),
    };
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    ops = await createOpsServer({ logger, title: 'spec', api });
    await ops.register(auditLogOps, { sql, eventStore, key, operatorToken: token });
    await ops.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await ops.close();
    await eventStore.close();
  });

  it('stops reading the log once the client has hung up after the first bytes', async () => {
    const { port } = ops.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = get({ host: '127.0.0.1', port, path: '/ops/audit/export', headers: operator }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    });
    // Long enough for a server that ignored the hang-up to read every page.
    let before = -1;
    while (before !== pagesRead) {
      before = pagesRead;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(pagesRead).toBeGreaterThan(0);
    expect(pagesRead).toBeLessThan(events / 5000);
    // Ended, not stuck waiting for a drain that never comes.
    expect(logLines.some((line) => line.includes('audit export ended early: the client went away'))).toBe(true);
  });
});
