import { validationError, type Principal } from '@portal/events';
import type { MeteringPointFilter } from '@portal/events/read-contracts';
import { customersView, documentOf, documentsOf, GenerationRetiredError, searchForm, type CustomerDoc, type ReadStore, type TextMatch } from '@portal/projections';

/**
 * Which metering points a caller sees, as exact filters of the `meteringPoints` view: the admin
 * every point, a sales partner its customers' points, a customer its own (the customer from the
 * session, never from the request). The query's filters narrow that; null when they name
 * something outside it (another customer), so the answer is empty rather than someone else's.
 *
 * @example scopeOf(partnerPrincipal, { direction: 'CONS' }) // { salesPartnerId: '…', direction: 'CONS' }
 */
export function scopeOf(principal: Principal, filter: Omit<MeteringPointFilter, 'search'>): Record<string, string> | null {
  const where: Record<string, string> = {};
  if (principal.role === 'salesPartner') {
    if (principal.salesPartnerId === null) return null;
    where.salesPartnerId = principal.salesPartnerId;
  } else if (principal.role === 'customer') {
    if (principal.customerId === null || (filter.customerId !== undefined && filter.customerId !== principal.customerId)) return null;
    where.customerId = principal.customerId;
  }
  if (filter.customerId !== undefined) where.customerId = filter.customerId;
  if (filter.direction !== undefined) where.direction = filter.direction;
  if (filter.country !== undefined) where.country = filter.country;
  if (filter.marketArea !== undefined) where.marketArea = filter.marketArea;
  return where;
}

/**
 * The customers' names for rows, from the customers view: null for a deleted or erased customer.
 * Several ids are read in one round trip from the active generation (a page's ten points may
 * belong to ten customers); if a rebuild retires that generation meanwhile, one by one.
 */
export async function customerNames(readStore: ReadStore, customerIds: Iterable<string>): Promise<Map<string, string | null>> {
  const ids = [...new Set(customerIds)];
  const byId = async (): Promise<(CustomerDoc | null | undefined)[]> => Promise.all(ids.map((id) => documentOf(readStore, customersView, id)));
  let docs: (CustomerDoc | null | undefined)[];
  const active = ids.length > 1 ? await readStore.active(customersView.name) : null;
  if (active) {
    try {
      const found = await readStore.load<CustomerDoc>(customersView.name, active.generation, ids);
      docs = ids.map((id) => found.get(id)?.doc);
    } catch (error) {
      if (!(error instanceof GenerationRetiredError)) throw error;
      docs = await byId();
    }
  } else {
    docs = await byId();
  }
  return new Map(ids.map((id, i) => [id, docs[i]?.customername ?? null]));
}

/** Reads a whole list in pages of this many documents (exports, name lookups, searches). */
export const scanBatch = 1000;

/** Every customer of a scope, by id: all of them for the admin's scope, one partner's, or one. */
async function customersOf(readStore: ReadStore, where: Readonly<Record<string, string>>): Promise<CustomerDoc[]> {
  if (where.customerId !== undefined) {
    const doc = await documentOf(readStore, customersView, where.customerId);
    return doc ? [doc] : [];
  }
  const scope: Record<string, string> = where.salesPartnerId === undefined ? {} : { salesPartnerId: where.salesPartnerId };
  const found: CustomerDoc[] = [];
  for (let after: string | undefined; ; ) {
    const page = await documentsOf(readStore, customersView, { where: scope, after, limit: scanBatch });
    found.push(...page);
    if (page.length < scanBatch) return found;
    after = page.at(-1)?.id;
  }
}

/** The words of a search as the matcher compares them; fewer than 3 characters (spaces aside) is a 400 at `search`. */
export function searchWords(search: string): string[] {
  const words = searchForm(search).split(/\s+/).filter((w) => w !== '');
  if (words.join(' ').length < 3) throw validationError('search', 'search for at least 3 characters');
  return words;
}

/**
 * The full-text filter of spec section 5 (at least 3 characters) as read-store conditions: every
 * word of the search must occur, case-insensitively, in the point's code, street, number, place
 * or postal code (the view's `searchText`) or in its customer's name. Names live in the
 * customers view, so each word becomes "searchText contains it, or the customer is one whose
 * name does"; the store runs the rest as one keyset query (README.md, "Search").
 *
 * @example await searchConditions(store, { salesPartnerId }, searchWords('zürich muster'))
 * // [{ index: 'searchText', contains: 'zürich', orIn: { index: 'customerId', values: [] } }, { ..., contains: 'muster', orIn: { ..., values: ['100001'] } }]
 */
export async function searchConditions(readStore: ReadStore, where: Readonly<Record<string, string>>, words: readonly string[]): Promise<TextMatch[]> {
  const names: [id: string, name: string][] = [];
  for (const customer of await customersOf(readStore, where)) if (customer.customername) names.push([customer.id, searchForm(customer.customername)]);
  return words.map((word) => ({
    index: 'searchText',
    contains: word,
    orIn: { index: 'customerId', values: names.filter(([, name]) => name.includes(word)).map(([id]) => id) },
  }));
}
