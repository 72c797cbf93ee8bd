import { createHttpServer, createOpsServer, createSqlBlobStore, type SqlEventStore } from '@portal/platform';
import { OfferTableProjection, OfferTableReader, type PgReadStore, type ProjectionStatusRow } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { eventually } from '../../projections/src/testing/expect-model.ts';
import { sqlTargets } from '../../projections/src/testing/targets.ts';
import { offerTables, seedOffers, tableRows } from '../testing/typed-read-models.ts';
import { operatedProjections } from './operated-projections.ts';
import { projectionOps, type RebuildLine } from './projection-ops.ts';

const token = 'typed-projection-ops-token';
const operator = { authorization: `Bearer ${token}` };
const pglite = sqlTargets.find((t) => t.name === 'pglite')!;
let gate: Promise<void> = Promise.resolve();
const parse = (body: string): RebuildLine[] => body.trim().split('\n').map((line) => JSON.parse(line) as RebuildLine);

describe('the offer table rebuilt through the ops listener of the server that runs it (PGlite)', () => {
  let eventStore: SqlEventStore;
  let readStore: PgReadStore;
  let offerTable: OfferTableProjection;
  let ops: FastifyInstance;
  let teardown: () => Promise<void>;
  const caughtUp = async (): Promise<boolean> => (await new OfferTableReader(eventStore.sql).position()) === (await eventStore.head()).position;
  beforeAll(async () => {
    ({ eventStore, readStore, teardown } = await pglite.open());
    await seedOffers(eventStore, 30);
    // A rebuild reads from the start of the log; a closed gate holds it there, after its `_next` tables exist.
    const gated = Object.create(eventStore, {
      readAll: {
        value: async (options: Parameters<SqlEventStore['readAll']>[0]) => (options?.after?.position === 0n ? await gate : undefined, eventStore.readAll(options)),
      },
    }) as SqlEventStore;
    offerTable = new OfferTableProjection({ eventStore: gated, sql: eventStore.sql, batchSize: 7 });
    await offerTable.start();
    await eventually(caughtUp, 20_000, 'the offer table caught up');
    const api = await createHttpServer({ logger: false, title: 'spec', operatorToken: token });
    ops = await createOpsServer({ logger: false, title: 'spec', api });
    const blobStore = await createSqlBlobStore(eventStore.sql);
    await ops.register(projectionOps, { projections: operatedProjections({ eventStore, readStore, sql: eventStore.sql, blobStore }, { tables: new Map([['offerTable', offerTable]]) }), operatorToken: token });
  });
  afterAll(async () => {
    await ops.close();
    await offerTable.stop();
    await teardown();
  });

  it('streams progress and the result, the rows are the same, and the running loop follows on', async () => {
    const live = await tableRows(eventStore.sql, offerTables);
    const head = await eventStore.head();
    const res = await ops.inject({ method: 'POST', url: '/ops/projections/offer-table/rebuild', payload: { batchSize: 10 }, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = parse(res.body);
    const events = Number(head.position);
    expect(lines.at(-1)).toMatchObject({ type: 'result', generation: 2, previous: 1, events, checkpoint: `${head.commit}/${head.position}` });
    expect(lines.filter((l) => l.type === 'progress').at(-1)).toMatchObject({ done: events, total: events });
    expect(await tableRows(eventStore.sql, offerTables)).toEqual(live);
    expect(offerTable.status()).toMatchObject({ running: true, failure: null });

    await seedOffers(eventStore, 2, 31);
    await eventually(caughtUp, 20_000, 'the loop applied the offers after the rebuild');
    const [row] = await new OfferTableReader(eventStore.sql).read({ filter: { offerId: '600032' }, direction: 'desc', limit: 1 });
    expect(row?.row).toMatchObject({ offerId: '600032', customername: 'Muster Neu AG' });
    const status = (await ops.inject({ method: 'GET', url: '/ops/projections', headers: operator })).json() as { data: ProjectionStatusRow[] };
    expect(status.data.find((r) => r.name === 'offer-table')).toMatchObject({ generation: 2, state: 'active', lagEvents: 0 });
    expect(status.data.map((r) => r.name)).toEqual(expect.arrayContaining(['offers', 'customers', 'time-series', 'offer-table']));
  });

  it('shows a running rebuild in the status, refuses a second one meanwhile, and a stranger', async () => {
    const stranger = await ops.inject({ method: 'POST', url: '/ops/projections/offer-table/rebuild', payload: {}, headers: { authorization: 'Bearer wrong' } });
    expect(stranger.statusCode).toBe(401);
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const first = ops.inject({ method: 'POST', url: '/ops/projections/offer-table/rebuild', payload: {}, headers: operator });
    await eventually(async () => (await eventStore.sql.query<{ t: string | null }>("SELECT to_regclass('offer_table_next')::text AS t")).rows[0]?.t != null, 20_000, 'the rebuild started');
    const status = (await ops.inject({ method: 'GET', url: '/ops/projections', headers: operator })).json() as { data: ProjectionStatusRow[] };
    expect(status.data.find((r) => r.name === 'offer-table')).toMatchObject({ generation: 2, rebuilding: { generation: 3 } });
    const second = await ops.inject({ method: 'POST', url: '/ops/projections/offer-table/rebuild', payload: {}, headers: operator });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'JOB_IS_RUNNING', field: 'name' });
    release();
    expect(parse((await first).body).at(-1)).toMatchObject({ type: 'result', generation: 3, previous: 2 });
  });
});
