import type { OfferStatus } from '@portal/events';
import type { OfferRow } from '@portal/events/read-contracts';
import { migrate, type SqlDriver } from '@portal/platform';
import { offerTableStep } from './offer-table.ts';

/**
 * One keyset read of `offer_table` (ADR 0023): exact filters, the offer time range, a delivery
 * year, full text, in `(offer_ts, offer_id)` order. The query API builds the filter from the
 * caller's role and the request (query-api/src/routes/offers); the bench runs the same SQL bare.
 */
export interface OfferTableFilter {
  readonly salesPartnerId?: string;
  readonly customerId?: string;
  readonly offerId?: string;
  /** Any of these; an empty list matches nothing. */
  readonly statuses?: readonly OfferStatus[];
  /** Offer time from (inclusive) and to (exclusive), ISO instants. */
  readonly from?: string;
  readonly to?: string;
  readonly product?: string;
  readonly currency?: string;
  readonly deliveryYear?: number;
  readonly changeFlag?: boolean;
  /** Every word (lower case) must occur in the offer number or a metering point code, or in the customer's name. */
  readonly search?: readonly string[];
}

/** Where a page starts: after (in the read's order) this offer time and number. */
export interface OfferCursor {
  readonly offerTs: string;
  readonly offerId: string;
}

export interface OfferTableRead {
  readonly filter: OfferTableFilter;
  /** The table's order: offer time ascending or descending, ties by offer number the same way. */
  readonly direction: 'asc' | 'desc';
  /** Read against the order (a previous page); the rows still come back in the order read. */
  readonly backwards?: boolean;
  readonly after?: OfferCursor;
  readonly limit: number;
}

export interface OfferTableHit {
  readonly row: OfferRow;
  readonly offerTs: string;
  readonly offerId: string;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Words of a search that split the read into "in a code or the number" and "in the customer's
 * name" each (2^n walks); further words filter. Splitting every word lets the planner start
 * from the rarest (one customer among 20,000) whichever word it is.
 */
const maxSplitWords = 3;

/**
 * The SQL of one read, as keys `(offer_ts, offer_id)` first and the rows of the page after:
 * one keyset query, or a union of keyset queries where one condition would stop an index from
 * walking in date order. Several statuses: one query per status (a btree walks `status = x` in
 * date order; `status IN (...)` sorts every match first). A search: each word (up to three)
 * splits into "in the offer number or a code" (the trigram index) and "in the customer's name"
 * (the customers whose name holds it, then their offers), each combination walked on its own. With a
 * delivery year (and no customer, whose few offers are read directly) it walks
 * `offer_table_years`.
 *
 * @example offerTableSql({ filter: { salesPartnerId }, direction: 'desc', limit: 11 })
 */
export function offerTableSql(read: OfferTableRead): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown, cast = ''): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  const { filter } = read;
  const ascending = (read.direction === 'asc') !== (read.backwards ?? false);
  const order = ascending ? 'ASC' : 'DESC';
  const byYear = filter.deliveryYear !== undefined && filter.customerId === undefined;
  // The keyset columns and the partner come from the walked table: the years' when by year.
  const k = byYear ? 'y' : 't';
  const common: string[] = [];
  if (filter.salesPartnerId !== undefined) common.push(`${k}.sales_partner_id = ${param(filter.salesPartnerId)}`);
  if (filter.customerId !== undefined) common.push(`t.customer_id = ${param(filter.customerId)}`);
  if (filter.offerId !== undefined) common.push(`t.offer_id = ${param(filter.offerId, '::bigint')}`);
  if (filter.from !== undefined) common.push(`${k}.offer_ts >= ${param(filter.from, '::timestamptz')}`);
  if (filter.to !== undefined) common.push(`${k}.offer_ts < ${param(filter.to, '::timestamptz')}`);
  if (filter.product !== undefined) common.push(`t.product = ${param(filter.product)}`);
  if (filter.currency !== undefined) common.push(`t.currency = ${param(filter.currency)}`);
  if (filter.deliveryYear !== undefined) common.push(byYear ? `y.year = ${param(filter.deliveryYear, '::integer')}` : `${param(filter.deliveryYear, '::integer')} = ANY(t.delivery_years)`);
  if (filter.changeFlag !== undefined) common.push(filter.changeFlag ? 't.change_flag' : 'NOT t.change_flag');
  const byLength = [...(filter.search ?? [])].sort((a, b) => b.length - a.length);
  const splitWords = byLength.slice(0, maxSplitWords);
  for (const word of byLength.slice(maxSplitWords)) {
    const pattern = param(`%${escapeLike(word)}%`);
    common.push(`(t.search_text LIKE ${pattern} OR EXISTS (SELECT 1 FROM offer_table_customers n WHERE n.customer_id = t.customer_id AND n.name_key LIKE ${pattern}))`);
  }
  if (read.after) common.push(`(${k}.offer_ts, ${k}.offer_id) ${ascending ? '>' : '<'} (${param(read.after.offerTs, '::timestamptz')}, ${param(read.after.offerId, '::bigint')})`);
  // The alternatives one index walk cannot serve in order: their product, each walked alone.
  let alternatives: string[][] = [[]];
  const statuses = filter.statuses;
  if (statuses !== undefined) alternatives = statuses.length === 0 ? [['false']] : statuses.map((status) => [`t.status = ${param(status)}`]);
  // The customers a name may be found among: the scope's, so the planner counts a partner's 200 rather than 20,000.
  const scopeOfNames = (): string =>
    filter.customerId !== undefined ? ` AND n.customer_id = ${param(filter.customerId)}` : filter.salesPartnerId !== undefined ? ` AND n.sales_partner_id = ${param(filter.salesPartnerId)}` : '';
  const nameScope = splitWords.length > 0 ? scopeOfNames() : '';
  for (const word of splitWords) {
    const pattern = param(`%${escapeLike(word)}%`);
    const inText = `t.search_text LIKE ${pattern}`;
    const inName = `t.customer_id IN (SELECT n.customer_id FROM offer_table_customers n WHERE n.name_key LIKE ${pattern}${nameScope})`;
    alternatives = alternatives.flatMap((conditions) => [[...conditions, inText], [...conditions, inName]]);
  }
  const from = byYear ? 'offer_table_years y JOIN offer_table t ON t.offer_id = y.offer_id' : 'offer_table t';
  const limit = param(read.limit, '::integer');
  const keys = (extra: readonly string[]): string => {
    const where = [...common, ...extra];
    return `SELECT ${k}.offer_ts, ${k}.offer_id FROM ${from}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${k}.offer_ts ${order}, ${k}.offer_id ${order} LIMIT ${limit}`;
  };
  // UNION, not UNION ALL: an offer found by its code and by its customer's name is one row.
  const page = alternatives.length === 1 ? keys(alternatives[0] ?? []) : `${alternatives.map((a) => `(${keys(a)})`).join(' UNION ')} ORDER BY offer_ts ${order}, offer_id ${order} LIMIT ${limit}`;
  // The rows and names of the page's offers only, after the limit.
  const text = `SELECT t.row, q.offer_ts, q.offer_id, c.customername, p.name AS partner_name FROM (${page}) q
    JOIN offer_table t ON t.offer_id = q.offer_id
    LEFT JOIN offer_table_customers c ON c.customer_id = t.customer_id LEFT JOIN offer_table_partners p ON p.sales_partner_id = t.sales_partner_id
    ORDER BY q.offer_ts ${order}, q.offer_id ${order}`;
  return { text, values };
}

/** Reads pages of the offer table and its checkpoint. */
export class OfferTableReader {
  private ready: Promise<unknown> | undefined;

  private readonly sql: SqlDriver;

  constructor(sql: SqlDriver) {
    this.sql = sql;
  }

  /** The tables exist before the projection's first batch (a query API started first reads an empty table). */
  private ensure(): Promise<unknown> {
    this.ready ??= migrate(this.sql, [offerTableStep]).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async read(read: OfferTableRead): Promise<OfferTableHit[]> {
    await this.ensure();
    const { text, values } = offerTableSql(read);
    type Found = { row: Omit<OfferRow, 'customername' | 'salesPartnerName'>; offer_ts: Date | string; offer_id: string | number | bigint; customername: string | null; partner_name: string | null };
    const { rows } = await this.sql.query<Found>(text, values);
    return rows.map((r) => ({ row: { ...r.row, customername: r.customername, salesPartnerName: r.partner_name }, offerTs: new Date(r.offer_ts).toISOString(), offerId: String(r.offer_id) }));
  }

  /** The global position of the last event the table holds (0 before the first). */
  async position(): Promise<bigint> {
    await this.ensure();
    const { rows } = await this.sql.query<{ p: string | number | bigint }>("SELECT checkpoint_position AS p FROM offer_table_checkpoint WHERE name = 'offer-table'");
    return rows[0] ? BigInt(rows[0].p) : 0n;
  }
}
