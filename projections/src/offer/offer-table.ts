import type { Checkpoint } from '@portal/events';
import type { SchemaStep, SqlDriver } from '@portal/platform';
import { moveTableCheckpoint, readTableCheckpoint } from '../engine/table-rebuild.ts';
import type { OfferDoc } from './offers-view.ts';

/**
 * The offer table's own typed tables (ADR 0023), the same SQL on PostgreSQL and PGlite:
 *
 * - `offer_table`: one row per offer with the columns the three tables filter and sort by, the
 *   row as the contract shows it (`row`, without the names) and the whole document (`doc`, what
 *   the next event folds into). Every list index ends in `(offer_ts, offer_id)`, the keyset
 *   order, behind the equality a role or filter puts first. `doc` is the rest of the document.
 * - `offer_table_years`: one row per offer and delivery year, so "deliveryYear = 2027" walks an
 *   index in date order instead of skipping the offers of other years.
 * - `offer_table_customers`, `offer_table_partners`: the names a row shows and the search reads,
 *   kept current from the customer and partner events (an erased customer's name is null, a
 *   deleted one's row gone), joined on read: a rename changes one row, not its offers.
 * - `offer_table_checkpoint`: the last event these rows hold, moved in the same transaction.
 *
 * The trigram index over `search_text` (pg_trgm) is created where the extension exists
 * (`ensureSearchIndex`); without it the search is the same `LIKE`, answered by a scan.
 */
export const offerTableStep: SchemaStep = {
  name: 'offer-table',
  sql: `
    CREATE TABLE IF NOT EXISTS offer_table (
      offer_id bigint PRIMARY KEY,
      sales_partner_id text COLLATE "C" NOT NULL,
      customer_id text COLLATE "C" NOT NULL,
      status text COLLATE "C" NOT NULL,
      offer_ts timestamptz NOT NULL,
      product text COLLATE "C" NOT NULL,
      currency text COLLATE "C" NOT NULL,
      delivery_years integer[] NOT NULL,
      change_flag boolean NOT NULL,
      search_text text NOT NULL,
      row jsonb NOT NULL,
      doc jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS offer_table_ts ON offer_table (offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_partner_ts ON offer_table (sales_partner_id, offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_customer_ts ON offer_table (customer_id, offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_status_ts ON offer_table (status, offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_partner_status_ts ON offer_table (sales_partner_id, status, offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_changed_ts ON offer_table (offer_ts, offer_id) WHERE change_flag;
    CREATE TABLE IF NOT EXISTS offer_table_years (
      offer_id bigint NOT NULL,
      year integer NOT NULL,
      sales_partner_id text COLLATE "C" NOT NULL,
      offer_ts timestamptz NOT NULL,
      PRIMARY KEY (offer_id, year)
    );
    CREATE INDEX IF NOT EXISTS offer_table_years_ts ON offer_table_years (year, offer_ts, offer_id);
    CREATE INDEX IF NOT EXISTS offer_table_years_partner_ts ON offer_table_years (sales_partner_id, year, offer_ts, offer_id);
    CREATE TABLE IF NOT EXISTS offer_table_customers (
      customer_id text COLLATE "C" PRIMARY KEY,
      sales_partner_id text COLLATE "C",
      customer_type text NOT NULL,
      customername text,
      name_key text
    );
    -- Tables of the first version had no partner per customer: add it, and take it from the
    -- customers' offers (a customer without offers plays no part in the offer search).
    ALTER TABLE offer_table_customers ADD COLUMN IF NOT EXISTS sales_partner_id text COLLATE "C";
    UPDATE offer_table_customers n SET sales_partner_id = t.sales_partner_id FROM offer_table t WHERE n.sales_partner_id IS NULL AND t.customer_id = n.customer_id;
    CREATE INDEX IF NOT EXISTS offer_table_customers_partner ON offer_table_customers (sales_partner_id);
    CREATE TABLE IF NOT EXISTS offer_table_partners (
      sales_partner_id text COLLATE "C" PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS offer_table_checkpoint (
      name text PRIMARY KEY,
      checkpoint_commit bigint NOT NULL,
      checkpoint_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};

export const offerTableName = 'offer-table';

/** The live tables, or those a rebuild fills beside them. */
export type OfferTableSuffix = '' | '_next';
export const offerTables = ['offer_table', 'offer_table_years', 'offer_table_customers', 'offer_table_partners'] as const;

/**
 * The trigram index of the full-text search, where pg_trgm is available (PostgreSQL with contrib;
 * not the embedded PGlite unless loaded). Answers whether the index exists.
 */
export async function ensureSearchIndex(sql: SqlDriver, suffix: OfferTableSuffix = ''): Promise<boolean> {
  try {
    await sql.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    // The extension is one per database, in whichever schema installed it first: name its operator class there.
    const { rows } = await sql.query<{ schema: string }>("SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'");
    const ops = `${rows[0]?.schema ?? 'public'}.gin_trgm_ops`;
    await sql.query(`CREATE INDEX IF NOT EXISTS offer_table${suffix}_search ON offer_table${suffix} USING gin (search_text ${ops})`);
    await sql.query(`CREATE INDEX IF NOT EXISTS offer_table_customers${suffix}_search ON offer_table_customers${suffix} USING gin (name_key ${ops})`);
    return true;
  } catch {
    return false;
  }
}

/** The typed columns of one document, in the column order of `writeOffers`. */
export const columnsOf = (doc: OfferDoc): unknown[] => [
  Number(doc.row.offerId),
  doc.row.salesPartnerId,
  doc.row.customerId,
  doc.row.status,
  doc.row.offerDateTime,
  doc.row.product,
  doc.row.currency,
  doc.row.deliveryYears,
  doc.row.changeFlag,
  doc.searchText,
  JSON.stringify(doc.row),
  JSON.stringify(restOf(doc)),
];

/** The document without its row (stored once, in `row`). */
export const restOf = ({ row: _row, ...rest }: OfferDoc): Omit<OfferDoc, 'row'> => rest;

const rowsPerStatement = 200;

/** Writes changed offers (and their years) and removes deleted ones, on the caller's transaction. */
export async function writeOffers(tx: SqlDriver, upserts: readonly OfferDoc[], deletes: readonly string[], suffix: OfferTableSuffix = ''): Promise<void> {
  const ids = [...upserts.map((d) => d.row.offerId), ...deletes].map(Number);
  if (ids.length === 0) return;
  await tx.query(`DELETE FROM offer_table_years${suffix} WHERE offer_id = ANY($1::bigint[])`, [ids]);
  if (deletes.length > 0) await tx.query(`DELETE FROM offer_table${suffix} WHERE offer_id = ANY($1::bigint[])`, [deletes.map(Number)]);
  for (let i = 0; i < upserts.length; i += rowsPerStatement) {
    const chunk = upserts.slice(i, i + rowsPerStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((doc) => {
      const start = values.length;
      values.push(...columnsOf(doc));
      const p = (n: number): string => `$${start + n}`;
      return `(${p(1)}::bigint, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}::timestamptz, ${p(6)}, ${p(7)}, ${p(8)}::integer[], ${p(9)}::boolean, ${p(10)}, ${p(11)}::jsonb, ${p(12)}::jsonb)`;
    });
    await tx.query(
      `INSERT INTO offer_table${suffix} (offer_id, sales_partner_id, customer_id, status, offer_ts, product, currency, delivery_years, change_flag, search_text, row, doc)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (offer_id) DO UPDATE SET sales_partner_id = EXCLUDED.sales_partner_id, customer_id = EXCLUDED.customer_id, status = EXCLUDED.status,
         offer_ts = EXCLUDED.offer_ts, product = EXCLUDED.product, currency = EXCLUDED.currency, delivery_years = EXCLUDED.delivery_years,
         change_flag = EXCLUDED.change_flag, search_text = EXCLUDED.search_text, row = EXCLUDED.row, doc = EXCLUDED.doc`,
      values,
    );
    const years = chunk.flatMap((doc) => doc.row.deliveryYears.map((year) => [Number(doc.row.offerId), year, doc.row.salesPartnerId, doc.row.offerDateTime]));
    if (years.length > 0) {
      await tx.query(
        `INSERT INTO offer_table_years${suffix} (offer_id, year, sales_partner_id, offer_ts)
         SELECT * FROM unnest($1::bigint[], $2::integer[], $3::text[], $4::timestamptz[])`,
        [years.map((y) => y[0]), years.map((y) => y[1]), years.map((y) => y[2]), years.map((y) => y[3])],
      );
    }
  }
}

/** The stored documents among `ids`, to fold a batch into. */
export async function loadOffers(sql: SqlDriver, ids: readonly string[], suffix: OfferTableSuffix = ''): Promise<Map<string, OfferDoc>> {
  const found = new Map<string, OfferDoc>();
  if (ids.length === 0) return found;
  const { rows } = await sql.query<{ row: OfferDoc['row']; doc: Omit<OfferDoc, 'row'> }>(`SELECT row, doc FROM offer_table${suffix} WHERE offer_id = ANY($1::bigint[])`, [ids.map(Number)]);
  for (const { row, doc } of rows) found.set(doc.id, { ...doc, row });
  return found;
}

const checkpointRow = { name: offerTableName, checkpointTable: 'offer_table_checkpoint' } as const;

/** The checkpoint the tables hold; START before the first batch. */
export const readOfferTableCheckpoint = (sql: SqlDriver): Promise<Checkpoint> => readTableCheckpoint(sql, checkpointRow);

/** Moves the checkpoint `from` -> `to` inside `tx`; false when another writer moved it first. */
export const moveOfferTableCheckpoint = (tx: SqlDriver, from: Checkpoint, to: Checkpoint): Promise<boolean> => moveTableCheckpoint(tx, checkpointRow, from, to);

/** The customer and partner events whose names the rows show. */
export const nameEvents = ['CustomerCreated', 'CustomerChanged', 'CustomerErased', 'CustomerDeleted', 'SalesPartnerCreated', 'SalesPartnerChanged', 'SalesPartnerDeleted'] as const;

type Profile = { readonly firmname?: string | null; readonly contact?: { readonly name?: string; readonly prename?: string } | null };

/** As the customers view names a customer: the firm name (FI) or "name prename" (PR). */
export function customernameOf(type: string, profile: Profile): string | null {
  const name = type === 'FI' ? profile.firmname : profile.contact && `${profile.contact.name} ${profile.contact.prename}`;
  return typeof name === 'string' ? name : null;
}

/** Applies one customer or partner event to the name tables (events arrive opened: an erased customer's profile is null). */
export async function writeName(tx: SqlDriver, type: string, data: Record<string, unknown>, suffix: OfferTableSuffix = ''): Promise<void> {
  const customerId = data.customerId as string;
  const form = (name: string | null): string | null => (name === null ? null : name.normalize('NFKC').toLowerCase());
  switch (type) {
    case 'CustomerCreated': {
      const name = customernameOf(data.customerType as string, data as Profile);
      await tx.query(
        `INSERT INTO offer_table_customers${suffix} (customer_id, sales_partner_id, customer_type, customername, name_key) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id) DO UPDATE SET sales_partner_id = EXCLUDED.sales_partner_id, customer_type = EXCLUDED.customer_type, customername = EXCLUDED.customername, name_key = EXCLUDED.name_key`,
        [customerId, data.salesPartnerId, data.customerType, name, form(name)],
      );
      return;
    }
    case 'CustomerChanged': {
      const { rows } = await tx.query<{ customer_type: string }>(`SELECT customer_type FROM offer_table_customers${suffix} WHERE customer_id = $1`, [customerId]);
      const known = rows[0];
      if (!known) return;
      const name = customernameOf(known.customer_type, data as Profile);
      // An erased customer stays nameless: a late change event opens to null fields anyway.
      await tx.query(`UPDATE offer_table_customers${suffix} SET customername = $2, name_key = $3 WHERE customer_id = $1 AND customername IS NOT NULL`, [customerId, name, form(name)]);
      return;
    }
    case 'CustomerErased':
      await tx.query(`UPDATE offer_table_customers${suffix} SET customername = NULL, name_key = NULL WHERE customer_id = $1`, [customerId]);
      return;
    case 'CustomerDeleted':
      await tx.query(`DELETE FROM offer_table_customers${suffix} WHERE customer_id = $1`, [customerId]);
      return;
    case 'SalesPartnerCreated':
    case 'SalesPartnerChanged':
      await tx.query(
        `INSERT INTO offer_table_partners${suffix} (sales_partner_id, name) VALUES ($1, $2) ON CONFLICT (sales_partner_id) DO UPDATE SET name = EXCLUDED.name`,
        [data.salesPartnerId, data.name],
      );
      return;
    case 'SalesPartnerDeleted':
      await tx.query(`DELETE FROM offer_table_partners${suffix} WHERE sales_partner_id = $1`, [data.salesPartnerId]);
      return;
    default:
  }
}
