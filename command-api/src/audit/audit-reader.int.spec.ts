import { portalCatalog, type EventStore, type NewEvent, type ReadStreamOptions } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createHttpServer, createPersonalDataKeys, createPostgresEventStore, type SqlEventStore } from '@portal/platform';
import { freshPgSchema, pgUrl, testEventStore } from '@portal/platform/testing';
import { alphaId, contact, firmId } from '../customer/testing/customer-fixtures.ts';
import { operatorAuthenticator } from '../plugins/operator-auth.ts';
import { SqlAuditLog } from './audit-log.ts';
import { AuditReader } from './audit-reader.ts';
import { FoldCheckpoints } from './fold-checkpoints.ts';
import { auditApi } from './index.ts';

/** PostgreSQL in a throwaway schema when PORTAL_PG_URL is set (the SQL of audit-log.ts on both), else PGlite. */
async function storeForTest(catalog: ReturnType<typeof portalCatalog>): Promise<{ store: SqlEventStore; close: () => Promise<void> }> {
  if (!pgUrl) {
    const store = await testEventStore({ catalog });
    return { store, close: () => store.close() };
  }
  const schema = await freshPgSchema(pgUrl);
  const store = await createPostgresEventStore(schema.url, { catalog });
  return { store, close: async () => { await store.close(); await schema.drop(); } };
}

describe(`the audit reader over ${pgUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  const catalog = portalCatalog();
  let store: SqlEventStore;
  let close: () => Promise<void>;
  let eventsRead = 0;
  let counting: EventStore;
  const warnings: string[] = [];
  const checkpoints = new FoldCheckpoints({ every: 3 });
  let reader: AuditReader;

  beforeAll(async () => {
    ({ store, close } = await storeForTest(catalog));
    // Counts the events the reader reads, to see where a fold starts.
    counting = Object.assign(Object.create(store) as EventStore, {
      readStream: async (streamId: string, options?: ReadStreamOptions) => {
        const events = await store.readStream(streamId, options);
        eventsRead += events.length;
        return events;
      },
    });
    reader = new AuditReader({
      eventStore: counting, log: await SqlAuditLog.open(store.sql), catalog, keys: await createPersonalDataKeys(store.sql), checkpoints, clock: () => new Date(), warn: (message) => warnings.push(message),
    });
  });
  afterAll(() => close());

  const append = (streamId: string, events: NewEvent[]) => store.append(streamId, events, { expectedRevision: 'any' });
  const positionOf = async (streamId: string, revision: number) => (await store.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 }))[0]!.globalPosition;

  it('given a long stream, when read as of its end and then as of earlier moments, then each later fold starts at the nearest checkpoint', async () => {
    await append('ledger-1', Array.from({ length: 10 }, (_, n) => testEvent('LedgerMoved', { n, [`at${n}`]: true })));
    eventsRead = 0;
    expect((await reader.stateAsOf('ledger-1', { kind: 'position', position: await positionOf('ledger-1', 9) })).state).toMatchObject({ n: 9, at0: true, at9: true });
    expect(eventsRead).toBe(10);
    expect([2, 5, 8].map((r) => checkpoints.nearest('ledger-1', r)?.revision)).toEqual([2, 5, 8]);

    eventsRead = 0;
    const asOf7 = await reader.stateAsOf('ledger-1', { kind: 'position', position: await positionOf('ledger-1', 7) });
    expect(asOf7).toMatchObject({ asOf: { revision: 7 }, state: { n: 7, at7: true } });
    expect(asOf7.state).not.toHaveProperty('at8');
    expect(eventsRead).toBe(2);

    eventsRead = 0;
    const page = await reader.history('ledger-1', { after: 6, limit: 2 });
    expect(page.items.map((e) => [e.revision, e.changes])).toEqual([
      [7, [{ field: 'n', before: 6, after: 7 }, { field: 'at7', before: null, after: true }]],
      [8, [{ field: 'n', before: 7, after: 8 }, { field: 'at8', before: null, after: true }]],
    ]);
    expect(page.next).toBe(8);
    expect(page.events).toBe(10);
    expect(eventsRead).toBe(3);

    const latest = await reader.history('ledger-1', { last: 3 });
    expect([latest.items.map((e) => e.revision), latest.next, latest.events]).toEqual([[7, 8, 9], null, 10]);
  });

  it('given streams with like names, when searched by prefix, then exactly those that start with it, in byte order, page by page', async () => {
    for (const streamId of ['ledgerX-1', 'ledger-b', 'ledger-B', 'ledger.1', 'ledgers-1']) await append(streamId, [testEvent('LedgerMoved', { n: 0 }), testEvent('LedgerMoved', { n: 1 })]);
    const all = await reader.streams({ prefix: 'ledger-', after: null, limit: 10 });
    expect(all.items.map((s) => [s.streamId, s.category, s.events])).toEqual([['ledger-1', 'ledger', 10], ['ledger-B', 'ledger', 2], ['ledger-b', 'ledger', 2]]);
    expect(all.next).toBeNull();
    const first = await reader.streams({ prefix: 'ledger-', after: null, limit: 2 });
    expect([first.items.map((s) => s.streamId), first.next]).toEqual([['ledger-1', 'ledger-B'], 'ledger-B']);
    expect((await reader.streams({ prefix: 'ledger-', after: 'ledger-B', limit: 2 })).items.map((s) => s.streamId)).toEqual(['ledger-b']);
  });

  it('given a stream with personal data, when folded, then no checkpoint keeps it', async () => {
    const streamId = `customer-${firmId}`;
    const data = { customerId: firmId, salesPartnerId: alphaId, customerType: 'FI', firmname: 'Muster AG', contact: contact(), billingAddress: null, currencies: ['CHF'] };
    await append(streamId, [testEvent('CustomerCreated', { ...data, registered: false }), ...Array.from({ length: 5 }, (_, i) => testEvent('CustomerChanged', { ...data, firmname: `Muster ${i} AG` }))]);
    const history = await reader.history(streamId, { after: null, limit: 100 });
    expect(history.items.map((e) => e.type)).toEqual(['CustomerCreated', ...Array<string>(5).fill('CustomerChanged')]);
    expect(checkpoints.nearest(streamId, 5)).toBeUndefined();
  });

  it('given an event its decider does not know, then the history still answers and the refusal is logged', async () => {
    const streamId = 'customer-424242';
    await append(streamId, [testEvent('OfferReleased', { offerId: 'x' })]);
    const history = await reader.history(streamId, { after: null, limit: 10 });
    expect(history.items).toMatchObject([{ type: 'OfferReleased', changes: [] }]);
    expect(warnings).toEqual([expect.stringContaining('customer-424242@0: the customer fold refused OfferReleased')]);
  });
});

describe('recording a read that cannot be recorded', () => {
  it('fails the read with a 5xx and answers nothing of the log', async () => {
    const catalog = portalCatalog();
    const store = await testEventStore({ catalog });
    await store.append('ledger-1', [testEvent('LedgerMoved', { n: 1 })], { expectedRevision: 'any' });
    const failing = Object.assign(Object.create(store) as EventStore, {
      append: async () => {
        throw new Error('the disk is full');
      },
    });
    const app = await createHttpServer({ logger: false, title: 'test', operatorToken: 'op' });
    await auditApi(app, { eventStore: failing, catalog, operator: operatorAuthenticator('op'), clock: () => new Date(), log: await SqlAuditLog.open(store.sql) });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/audit/streams/ledger-1/history', headers: { authorization: 'Bearer op' } });
    expect([res.statusCode, res.json()]).toEqual([500, { isClientError: false, code: 'ERR_BAD_RESPONSE', message: 'internal error' }]);
    await app.close();
    await store.close();
  });
});
