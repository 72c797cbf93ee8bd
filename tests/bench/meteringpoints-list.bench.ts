import { START, type Checkpoint } from '@portal/events';
import { createPgReadStore, customersView, meteringPointsView, searchForm, type CustomerDoc, type MeteringPointDoc, type ReadStore } from '@portal/projections';
import { PagingKeys, type PagingScope } from '../../query-api/src/routes/customers/paging-keys.ts';
import { meteringPointPage } from '../../query-api/src/routes/metering-points/metering-point-page.ts';
import { searchConditions } from '../../query-api/src/routes/metering-points/metering-point-scope.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { versus } from './lib/measure.ts';

const total = 100_000;
const partners = ['0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001', '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000002'] as const;
const customersPerPartner = 100;
/** Documents per write while seeding. */
const writeBatch = 5000;

const cp = (n: number): Checkpoint => ({ commit: BigInt(n), position: BigInt(n) });

/** Writes documents straight into a view's live generation, as its engine would after a replay. */
async function seed<Doc extends { id: string }>(store: ReadStore, view: typeof meteringPointsView | typeof customersView, docs: readonly Doc[]): Promise<void> {
  const generation = await store.ensureView(view);
  let at = START;
  for (let i = 0; i < docs.length; i += writeBatch) {
    const to = cp(i / writeBatch + 1);
    await store.commit(view.name, generation.generation, { from: at, to, upserts: docs.slice(i, i + writeBatch).map((doc) => ({ id: doc.id, doc })), deletes: [] });
    at = to;
  }
  await store.buildIndexes(view, generation.generation);
}

function point(i: number): MeteringPointDoc {
  const salesPartnerId = partners[i % 2]!;
  const code = `CH${String(i * 7919 % total).padStart(31, '0')}`;
  const direction = i % 5 === 0 ? 'PROD' : 'CONS';
  const address = { street: 'Seestrasse', streetNr: String(i % 300), place: 'Zürich', zipCode: '8002', country: 'CH' as const, countryState: 'ZH' };
  return {
    id: `${code}-${direction}`, code, direction, customerId: String(100_000 + (i % (2 * customersPerPartner))), salesPartnerId, marketArea: 'CH', yearlyQuantityKwh: String(1000 + i),
    address, deliveryFrom: null, deliveryTo: null, interruption: null, replacedBy: null, replaces: null, source: 'CSV',
    searchText: searchForm(`${code} ${address.street} ${address.streetNr} ${address.place} ${address.zipCode}`), updatedAt: '2026-11-24T12:00:00.000Z', position: String(i + 1),
  };
}

/** 100,000 points of two partners and their 200 customers, straight into the read models. */
export async function seedPoints(readStore: ReadStore): Promise<void> {
  progress(`meteringpoints.list: seeding ${total} points of ${partners.length} partners`);
  await seed(readStore, meteringPointsView, Array.from({ length: total }, (_, i) => point(i)));
  const customers = Array.from({ length: 2 * customersPerPartner }, (_, c) => ({ id: String(100_000 + c), salesPartnerId: partners[c % 2], customername: `Kunde ${c} AG`, nameKey: `kunde ${c} ag` }));
  await seed(readStore, customersView, customers as unknown as (CustomerDoc & { id: string })[]);
}

/**
 * One keyset page (10 rows) of a partner's metering points among 100,000, from the middle of
 * its list, through `meteringPointPage` (the key opened and sealed, the customers' names read)
 * against the bare keyset query the read store sends for it. The page costs three round trips
 * (the points, the customers view's active generation, its documents for the names), so a
 * ratio near 3 on PGlite is the design, not waste; on PostgreSQL the pool adds to it.
 */
export default defineBench({
  figures: ['meteringpoints.list.keyset', 'meteringpoints.list.search'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const readStore = await createPgReadStore(eventStore.sql);
    const [raw] = await db.rawClients(1);
    await seedPoints(readStore);

    const where = { salesPartnerId: partners[0] };
    const [middle] = await readStore.list<MeteringPointDoc>(meteringPointsView.name, { where, orderBy: 'code', after: `CH${String(total / 2).padStart(31, '0')}`, limit: 1 });
    if (!middle) throw new Error('no point in the middle of the list');
    const pagingKeys = new PagingKeys('bench-paging-secret');
    const scope: PagingScope = { view: meteringPointsView.name, orderBy: 'code', where };
    const after = pagingKeys.seal(scope, [middle.code, middle.id]);
    const sql = `SELECT doc FROM rm_meteringpoints WHERE ix_salespartnerid = $1 AND ix_code IS NOT NULL AND (ix_code, id) > ($2, $3) ORDER BY ix_code ASC, id ASC LIMIT 11`;

    const page = await meteringPointPage({ readStore, pagingKeys }, where, { after }, undefined);
    const bare = await raw!.query(sql, [where.salesPartnerId, middle.code, middle.id], 'mp_page');
    if (page.rows.length !== 10 || bare.rows.length !== 11 || !page.hasNext) throw new Error(`pages of ${page.rows.length} and ${bare.rows.length} rows`);

    const { value, ceiling } = await versus(
      { label: 'meteringPointPage', workers: [async () => ((await meteringPointPage({ readStore, pagingKeys }, where, { after }, undefined)).rows.length === 10 ? 1 : 0)] },
      { label: 'bare keyset SQL', workers: [async () => ((await raw!.query(sql, [where.salesPartnerId, middle.code, middle.id], 'mp_page')).rows.length === 11 ? 1 : 0)] },
    );
    report(lowerIsBetter('meteringpoints.list.keyset', 1000 / value, 1000 / ceiling, 'ms'));

    // A search among the partner's 50,000 points (README "Search"): a street number held by 1
    // point in 300, so a page of 10 passes about 3,000 points in the store's query, with the
    // customer-name lookup the route adds. The ceiling is the same filter as a bare SQL LIKE on the
    // same indexed column.
    const search = 'seestrasse 299';
    const words = search.split(' ');
    const textMatch = await searchConditions(readStore, where, words);
    const searchSql = `SELECT doc FROM rm_meteringpoints WHERE ix_salespartnerid = $1 AND ix_code IS NOT NULL AND ix_searchtext LIKE $2 AND ix_searchtext LIKE $3 ORDER BY ix_code ASC, id ASC LIMIT 11`;
    const searchArgs = [where.salesPartnerId, `%${words[0]}%`, `%${words[1]}%`];
    const searched = await meteringPointPage({ readStore, pagingKeys }, where, { search }, textMatch);
    const bareSearch = await raw!.query(searchSql, searchArgs, 'mp_search');
    if (searched.rows.length !== 10 || bareSearch.rows.length !== 11) throw new Error(`search pages of ${searched.rows.length} and ${bareSearch.rows.length} rows`);
    const slow = { warmupMs: 500, roundMs: 1500, rounds: 3 };
    const found = await versus(
      { label: 'meteringPointPage with search', workers: [async () => ((await meteringPointPage({ readStore, pagingKeys }, where, { search }, await searchConditions(readStore, where, words))).rows.length === 10 ? 1 : 0)] },
      { label: 'LIKE in SQL', workers: [async () => ((await raw!.query(searchSql, searchArgs, 'mp_search')).rows.length === 11 ? 1 : 0)] },
      slow,
    );
    report(lowerIsBetter('meteringpoints.list.search', 1000 / found.value, 1000 / found.ceiling, 'ms'));
  },
});
