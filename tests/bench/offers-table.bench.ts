import { principalFrom, START, type Principal } from '@portal/events';
import type { OfferRow, OfferTableRequest } from '@portal/events/read-contracts';
import { createHttpServer, createSqlBlobStore, createSqlSessionStore, InProcessBus, migrate, SessionTokens, type SessionVerifier } from '@portal/platform';
import { openTestSession } from '@portal/platform/testing';
import { createPgReadStore, ensureOfferSearchIndex, offerTableSql, offerTableStep, salesPartnersView, type ReadStore } from '@portal/projections';
import { offerFilterOf, type OfferTableRole } from '../../query-api/src/routes/offers/offer-scope.ts';
import { queryApi } from '../../query-api/src/app.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { percentile } from './lib/command-to-socket.ts';
import type { RawClient } from './lib/database.ts';

// The offer tables at the size of issue 12 point 7: 1,000,000 offers of 100 partners and their
// 20,000 customers (200 each, about 50 offers a customer over five years), written straight
// into the typed table (ADR 0023) with COPY, as its projection would after a replay.

const total = 1_000_000;
const partnerCount = 100;
const customerCount = 20_000;
const first = Date.UTC(2021, 0, 4, 8, 0, 0);
const span = Date.UTC(2026, 10, 20) - first;
const partnerId = (p: number): string => `0b8f6a52-6a3e-4c1e-9a57-${String(p).padStart(12, '0')}`;
const customerOf = (i: number): number => (i * 7919 + 13) % customerCount;
const customerId = (c: number): string => String(100_000 + c);
const words = ['Energie', 'Müller', 'Bäckerei', 'Holz', 'Metall', 'Papier', 'Logistik', 'Hotel', 'Spital', 'Gemeinde'];
/** A name word only this customer has ("Holz Zq4k AG"), so a search can find one customer among 20,000. */
const nameToken = (c: number): string => `Z${((c * 7919) % 1_000_000).toString(36)}q`;
const customerName = (c: number): string => `${words[c % words.length]} ${nameToken(c)} ${c % 3 === 0 ? 'GmbH' : 'AG'}`;
const codeOf = (c: number, k: number): string => `CH100123450000${String(c).padStart(6, '0')}${String(k).padStart(13, '0')}`;
const statuses = ['expired', 'accepted', 'rejected'] as const;
const recent = ['requested', 'priced', 'released'] as const;

/** The typed columns and row of offer `i`: old offers settled, the newest thousand still open. */
function offer(i: number): string {
  const offerId = String(500_001 + i);
  const c = customerOf(i);
  const salesPartnerId = partnerId(c % partnerCount);
  const at = new Date(first + Math.floor((i / total) * span));
  const year = at.getUTCFullYear();
  const deliveryYears = Array.from({ length: 1 + (i % 3) }, (_, k) => year + 1 + k);
  const status = i >= total - 1000 ? recent[i % 3]! : i % 10 < 6 ? statuses[0] : i % 10 < 9 ? statuses[1] : statuses[2];
  const product = (['FULL', 'SPOT', 'BALA'] as const)[i % 3]!;
  // Not by offer parity: a partner's offers all have one parity (partner = (19 i + 13) mod 100).
  const currency = Math.floor(i / 100) % 5 < 2 ? 'EUR' : 'CHF';
  const changeFlag = status === 'accepted' && i % 1000 === 7;
  const codes = Array.from({ length: 1 + (i % 2) }, (_, k) => codeOf(c, k));
  const priced = status !== 'requested';
  const row: Omit<OfferRow, 'customername' | 'salesPartnerName'> = {
    offerId, customerId: customerId(c), salesPartnerId, product, status, marketArea: 'CH', currency, direction: 'CONS', offerDate: at.toISOString().slice(0, 10),
    offerHour: at.getUTCHours() + 1, offerMinute: at.getUTCMinutes(), offerDateTime: at.toISOString(), offerValidityPeriod: 60,
    offerExpireDateTime: priced ? new Date(at.getTime() + 3_600_000).toISOString() : null, deliveryYears, deliveryFrom: `${deliveryYears[0]}-01-01`,
    deliveryTo: `${deliveryYears.at(-1)}-12-31`, acceptedYears: status === 'accepted' ? [deliveryYears[0]!] : [], volumeKwh: String(100_000 + (i % 900_000)),
    meteringPointCount: codes.length, priceCons: priced ? '94.1234' : null, priceProd: null, priceConsWithoutMargin: priced ? '91.1234' : null, priceProdWithoutMargin: null,
    margin: priced ? '3' : null, changeFlag, createdBy: 'a5f0c2d4-0000-4000-8000-000000000001', updatedAt: at.toISOString(),
  };
  const rest = {
    id: offerId, meteringPoints: codes.map((code) => ({ code, direction: 'CONS' })), histRangeStart: `${year - 1}-01-01`, histRangeEnd: `${year - 1}-12-31`,
    actualYearSupplyStart: null, cancellationFrom: null, cancellationTo: null, ecology: { certificate: null, energyQuality: 'GRAY' }, note: null,
    volumes: deliveryYears.map((y) => ({ year: y, direction: 'CONS', kwh: '120000' })), forecastVolumes: [], prices: [], fees: null, deltas: [], releasedAt: null, documents: [],
    searchText: [offerId, ...codes].join(' ').toLowerCase(), position: String(i + 1),
  };
  return [
    offerId, salesPartnerId, row.customerId, status, row.offerDateTime, product, currency, `{${deliveryYears.join(',')}}`, changeFlag ? 't' : 'f',
    rest.searchText, JSON.stringify(row), JSON.stringify(rest),
  ].join('\t');
}

export async function seedOffers(raw: RawClient): Promise<void> {
  const chunk = 50_000;
  for (let start = 0; start < total; start += chunk) {
    const lines: string[] = [];
    const years: string[] = [];
    for (let i = start; i < Math.min(total, start + chunk); i++) {
      const line = offer(i);
      lines.push(line);
      const [offerId, salesPartnerId, , , ts, , , deliveryYears] = line.split('\t', 8);
      for (const y of deliveryYears!.slice(1, -1).split(',')) years.push([offerId, y, salesPartnerId, ts].join('\t'));
    }
    await raw.copyFrom('offer_table (offer_id, sales_partner_id, customer_id, status, offer_ts, product, currency, delivery_years, change_flag, search_text, row, doc)', `${lines.join('\n')}\n`);
    await raw.copyFrom('offer_table_years (offer_id, year, sales_partner_id, offer_ts)', `${years.join('\n')}\n`);
    progress(`offers.table: ${start + chunk} offers`);
  }
  const customers = Array.from({ length: customerCount }, (_, c) => [customerId(c), partnerId(c % partnerCount), 'FI', customerName(c), customerName(c).toLowerCase()].join('\t'));
  await raw.copyFrom('offer_table_customers (customer_id, sales_partner_id, customer_type, customername, name_key)', `${customers.join('\n')}\n`);
  const partners = Array.from({ length: partnerCount }, (_, p) => [partnerId(p), `Partner ${p} Energie AG`].join('\t'));
  await raw.copyFrom('offer_table_partners (sales_partner_id, name)', `${partners.join('\n')}\n`);
  // As a table settles in service: statistics and the visibility map after the load.
  for (const table of ['offer_table', 'offer_table_years', 'offer_table_customers', 'offer_table_partners']) await raw.query(`VACUUM ANALYZE ${table}`);
}

/** The partners as the sales-partners view holds them: every session of a partner's user checks its partner is active. */
async function seedPartnerDocs(readStore: ReadStore): Promise<void> {
  const { generation } = await readStore.ensureView(salesPartnersView);
  const contact = { name: 'Kontakt', street: 'Weg', streetNr: '1', zipCode: '8000', place: 'Zürich', phone: '+41 44 000 00 00', mail: 'k@x.ch', website: 'https://x.ch', opentopublic: true };
  const upserts = Array.from({ length: partnerCount }, (_, p) => {
    const id = partnerId(p);
    const doc = {
      id, name: `Partner ${p} Energie AG`, subdomain: `p${p}`, domains: [`p${p}.localhost`], website: 'https://p.ch', mail: `info@p${p}.ch`, phone: '+41 44 123 45 67',
      address: { street: 'Bahnhofstrasse', streetNr: '12a', zipCode: '8001', place: 'Zürich', country: 'CH' }, currencies: ['CHF', 'EUR'], marketAreas: ['CH'], internal: false,
      xCode: {}, basicSupply: {}, communicationMail: `p@p${p}.ch`, active: true, publicRegistration: false, contact, design: null, nameKey: `partner ${p} energie ag`,
      updatedAt: '2026-11-20T12:00:00.000Z', position: String(p + 1),
    };
    return { id, doc };
  });
  await readStore.commit(salesPartnersView.name, generation, { from: START, to: { commit: 1n, position: 1n }, upserts, deletes: [] });
}

interface Case {
  readonly label: string;
  readonly role: OfferTableRole;
  readonly principal: Principal;
  readonly searchObj: OfferTableRequest['searchObj'];
  readonly direction: 'asc' | 'desc';
  /** A page in the middle of the list: its lastKey's place. */
  readonly middle?: boolean;
}

export default defineBench({
  figures: ['offers.table.p99'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    await migrate(eventStore.sql, [offerTableStep]);
    progress(`offers.table: seeding ${total} offers of ${partnerCount} partners and ${customerCount} customers`);
    await seedOffers(raw!);
    progress(`offers.table: trigram index ${(await ensureOfferSearchIndex(eventStore.sql)) ? 'built' : 'not available (no pg_trgm): search scans'}`);

    const readStore = await createPgReadStore(eventStore.sql);
    await seedPartnerDocs(readStore);
    const sessions: SessionVerifier = { tokens: new SessionTokens('bench-credentials-key-of-32-chars!'), sessions: await createSqlSessionStore(eventStore.sql) };
    const app = await createHttpServer({ logger: false, title: 'bench' });
    await app.register(queryApi, { eventStore, readStore, bus: new InProcessBus(), blobStore: await createSqlBlobStore(eventStore.sql), sessions, pagingSecret: 'bench-paging' });
    await app.ready();

    const partner = 7;
    const customer = customerOf(123_456);
    const admin = principalFrom({ userId: 'a0000000-0000-4000-8000-000000000001', role: 'admin' });
    const sp = principalFrom({ userId: 'a0000000-0000-4000-8000-000000000002', role: 'salesPartner', salesPartnerId: partnerId(partner) });
    const cu = principalFrom({ userId: 'a0000000-0000-4000-8000-000000000003', role: 'customer', salesPartnerId: partnerId(customer % partnerCount), customerId: customerId(customer), customerType: 'FI', isCustomerAdmin: true });
    const spCustomer = customerId(partner + partnerCount * 42);
    const filters: readonly [string, OfferTableRequest['searchObj'], readonly OfferTableRole[]][] = [
      ['none', {}, ['admin', 'salesPartner', 'customer']],
      ['offerid', { offerid: String(500_001 + 654_321) }, ['admin', 'salesPartner', 'customer']],
      ['status requested', { statusId: ['requested'] }, ['admin', 'salesPartner', 'customer']],
      ['status expired', { statusId: ['expired'] }, ['admin', 'salesPartner', 'customer']],
      ['status released+accepted', { statusId: ['released', 'accepted'] }, ['admin', 'salesPartner', 'customer']],
      ['offer week', { offerDateFrom: '2023-03-06', offerDateTo: '2023-03-12' }, ['admin', 'salesPartner', 'customer']],
      ['product SPOT', { productId: 'SPOT' }, ['admin', 'salesPartner', 'customer']],
      ['currency EUR', { currencyId: 'EUR' }, ['admin', 'salesPartner', 'customer']],
      ['delivery 2023', { deliveryYear: 2023 }, ['admin', 'salesPartner', 'customer']],
      ['partner', { salesPartnerId: partnerId(partner) }, ['admin']],
      ['changeflag', { changeflag: true }, ['admin']],
      ['customer', { customerId: spCustomer }, ['salesPartner']],
      ['search name (one customer)', { search: nameToken(customer).toLowerCase() }, ['admin', 'salesPartner', 'customer']],
      ['search two words', { search: `${words[(customer + 4) % words.length]} ${nameToken(customer + 4)}`.toLowerCase() }, ['admin', 'salesPartner']],
      ['search name (common)', { search: 'bäckerei' }, ['admin', 'salesPartner', 'customer']],
      ['search code', { search: codeOf(customer, 0).slice(14, 22) }, ['admin', 'salesPartner', 'customer']],
      ['search offer id', { search: '5654' }, ['admin', 'salesPartner', 'customer']],
    ];
    const who = { admin, salesPartner: sp, customer: cu } as const;
    const cases: Case[] = filters.flatMap(([label, searchObj, roles]) =>
      roles.flatMap((role) => (['desc', 'asc'] as const).flatMap((direction) => [false, true].map((middle) => ({ label, role, principal: who[role], searchObj, direction, middle })))),
    );
    const paths = { admin: '/apiadmin/getOfferTableKeyset', salesPartner: '/api/getOfferTableSPKeyset', customer: '/api/getOfferTableCUKeyset' } as const;
    const headers = { admin: (await openTestSession(sessions, admin)).headers, salesPartner: (await openTestSession(sessions, sp)).headers, customer: (await openTestSession(sessions, cu)).headers };

    const body = (c: Case, lastKey: string | null) => ({ rowsPerPage: 10, firstKey: null, lastKey, previousStep: false, nextStep: lastKey !== null, language: 'de', direction: c.direction, searchObj: c.searchObj });
    const iterations = 100;
    let worst = { label: '', api: 0, bare: 0 };
    const allApi: number[] = [];
    const allBare: number[] = [];
    for (const c of cases) {
      // The middle page: walk to the first page's last key, then a cursor at the middle of the role's time range.
      let lastKey: string | null = null;
      let after: { offerTs: string; offerId: string } | undefined;
      if (c.middle) {
        const firstPage = (await app.inject({ method: 'POST', url: paths[c.role], headers: headers[c.role], payload: body(c, null) })).json().data;
        if (!firstPage.hasNext) continue;
        lastKey = firstPage.lastKey;
        const lastRow = firstPage.data.at(-1) as OfferRow;
        after = { offerTs: new Date(lastRow.offerDateTime).toISOString(), offerId: lastRow.offerId };
      }
      const bareSql = offerTableSql({ filter: offerFilterOf(c.principal, c.role, c.searchObj), direction: c.direction, ...(after ? { after } : {}), limit: 11 });
      const api: number[] = [];
      const bare: number[] = [];
      for (let n = 0; n < iterations + 5; n++) {
        let t = performance.now();
        const res = await app.inject({ method: 'POST', url: paths[c.role], headers: headers[c.role], payload: body(c, lastKey) });
        if (res.statusCode !== 200) throw new Error(`${c.label} ${c.role}: ${res.statusCode} ${res.body}`);
        const apiMs = performance.now() - t;
        t = performance.now();
        await raw!.query(bareSql.text, bareSql.values);
        const bareMs = performance.now() - t;
        // The first rounds warm caches and plans.
        if (n >= 5) {
          api.push(apiMs);
          bare.push(bareMs);
        }
      }
      api.sort((a, b) => a - b);
      bare.sort((a, b) => a - b);
      allApi.push(...api);
      allBare.push(...bare);
      const p = { api: percentile(api, 99), bare: percentile(bare, 99) };
      progress(`  ${c.role} ${c.label} ${c.direction}${c.middle ? ' middle' : ' first'}: p50 ${percentile(api, 50).toFixed(2)} ms, p99 ${p.api.toFixed(2)} ms (bare p50 ${percentile(bare, 50).toFixed(2)} ms, p99 ${p.bare.toFixed(2)} ms)`);
      if (p.api > worst.api) worst = { label: `${c.role} ${c.label} ${c.direction}${c.middle ? ' middle' : ''}`, ...p };
    }
    allApi.sort((a, b) => a - b);
    allBare.sort((a, b) => a - b);
    progress(`offers.table: ${cases.length} cases; all pages p99 ${percentile(allApi, 99).toFixed(2)} ms (bare ${percentile(allBare, 99).toFixed(2)} ms); worst case ${worst.label}: ${worst.api.toFixed(2)} ms (bare ${worst.bare.toFixed(2)} ms)`);
    // The figure: p99 over every page of every case at the query API (session, filter, key,
    // names, HTTP through inject), against the p99 of the same keyset SQL sent bare.
    report(lowerIsBetter('offers.table.p99', percentile(allApi, 99), percentile(allBare, 99), 'ms'));
    await app.close();
  },
});
