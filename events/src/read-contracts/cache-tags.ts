/**
 * The cache tags of the browser's one API (RTK Query): the socket topics whose messages
 * invalidate or patch cached reads, and the caches only commands invalidate (CONTACT,
 * DOCUMENT_TEMPLATE, ACCOUNT). A tag names a read model's answers; `id` one row of it or `LIST`.
 *
 * @example const stale: CacheTag[] = [{ type: 'CUSTOMER', id: '500001' }, { type: 'CUSTOMER', id: 'LIST' }];
 */
export const cacheTagTypes = [
  'DESIGN',
  'CONTACT',
  'TERMS',
  'CONFIG',
  'OFFER',
  'PROCUREMENT_STRATEGY',
  'SALES_PARTNER',
  'CUSTOMER',
  'USER',
  'DOCUMENT_TEMPLATE',
  'ACCOUNT',
  'METERING_POINT',
  'MARKET_IMPORT_JOB',
] as const;
export type CacheTagType = (typeof cacheTagTypes)[number];

export interface CacheTag {
  type: CacheTagType;
  id?: string;
}

/** The socket topics whose messages name one read model row and may carry it (row and detail of these contracts). */
export const rowTopics = ['CUSTOMER', 'USER', 'SALES_PARTNER', 'METERING_POINT', 'OFFER'] as const satisfies readonly CacheTagType[];
export type RowTopic = (typeof rowTopics)[number];

/**
 * The cache tag each socket message name refreshes: its topic's (spec section 7's names, and
 * the row topics' additions). The query API's areas announce these names per role; a spec there
 * fails when an area announces a name this list lacks or files under another topic.
 */
export const socketMessageTags: Readonly<Record<string, CacheTagType>> = {
  recalcOfferTable: 'OFFER',
  recalcOfferTableSP: 'OFFER',
  recalcOfferTableCU: 'OFFER',
  recalcProcStratTable: 'PROCUREMENT_STRATEGY',
  recalcProcStratTableSP: 'PROCUREMENT_STRATEGY',
  recalcProcStratTableCU: 'PROCUREMENT_STRATEGY',
  recalcConfig: 'CONFIG',
  recalcDesign: 'DESIGN',
  // New portal terms: the list and the acceptance check are fetched again (blocking dialog).
  recalcTerms: 'TERMS',
  recalcCustomer: 'CUSTOMER',
  recalcUser: 'USER',
  recalcSalesPartner: 'SALES_PARTNER',
  recalcMeteringPoint: 'METERING_POINT',
  // The admin's market import jobs (issue 13): a job started, ended or lost its error flag.
  recalcMarketImportJobs: 'MARKET_IMPORT_JOB',
};

/** The tag a message name refreshes, or none (a name of no list, or one of Object's own keys). */
export const tagOfMessage = (name: string): CacheTagType | undefined => (Object.hasOwn(socketMessageTags, name) ? socketMessageTags[name] : undefined);
