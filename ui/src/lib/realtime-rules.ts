import { SOCKET } from '@/config/constants.ts';

// What a socket message means for the client (spec sections 4 and 7), as pure functions.

export type TagType = 'DESIGN' | 'CONTACT' | 'TERMS' | 'CONFIG' | 'OFFER' | 'PROCUREMENT_STRATEGY' | 'SALES_PARTNER' | 'CUSTOMER' | 'USER' | 'DOCUMENT_TEMPLATE' | 'ACCOUNT' | 'METERING_POINT' | 'MARKET_IMPORT_JOB';
export interface Tag {
  type: TagType;
  id?: string;
}

export interface SocketMessage {
  type: string;
  messageId?: string;
  topic?: string;
  dbId?: string;
  title?: string;
  body?: string;
  /** The changed row and detail of the read contracts (recalcCustomer, recalcUser, recalcSalesPartner, recalcMeteringPoint, recalcOfferTable*). */
  row?: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

/** The read models whose messages name one row, and may carry it. */
export type RowTopic = 'CUSTOMER' | 'USER' | 'SALES_PARTNER' | 'METERING_POINT' | 'OFFER';

/** A row as a socket message carries it; the cached answers holding it patch themselves (lib/row-changes.ts). */
export interface RowChange {
  topic: RowTopic;
  id: string;
  row?: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

export type SocketAction =
  | { kind: 'invalidate'; tags: Tag[] }
  | { kind: 'patch'; change: RowChange }
  | { kind: 'adminMessage'; title: string; body: string }
  | { kind: 'logout' }
  | { kind: 'ignore' };

const RECALC_TAGS: Record<string, TagType> = {
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

// OFFER: the three offer table messages carry the offer's row (OfferRow, issue 12); one without
// dbId still refetches every offer read.
const ROW_TOPICS: Partial<Record<TagType, RowTopic>> = { CUSTOMER: 'CUSTOMER', USER: 'USER', SALES_PARTNER: 'SALES_PARTNER', METERING_POINT: 'METERING_POINT', OFFER: 'OFFER' };

/** A row message without its row (a deleted customer or partner): the row's answers and the lists refetch. */
const rowlessTags = (topic: RowTopic, id: string): Tag[] => (topic === 'USER' ? [{ type: topic, id }] : [{ type: topic, id }, { type: topic, id: 'LIST' }]);

/** Parses a frame; anything that is not an object with a string `type` is ignored. */
export function parseSocketMessage(raw: string): SocketMessage | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string') return value as SocketMessage;
  } catch {
    // not JSON
  }
  return null;
}

export interface ApplyContext {
  autoUpdate: boolean;
  ownMessageIds: ReadonlySet<string>;
}

/**
 * Spec section 4: an update is applied only when auto-update is on and the message does not
 * echo a change this client made itself (its own message id). Admin messages and a server-side
 * logout are not updates of shown data: they always apply.
 */
export function actionFor(message: SocketMessage, context: ApplyContext): SocketAction {
  if (message.type === 'logoutResponse') return { kind: 'logout' };
  if (message.type === 'messageAdmin') return { kind: 'adminMessage', title: message.title ?? '', body: message.body ?? '' };
  const tagType = RECALC_TAGS[message.type];
  if (!tagType) return { kind: 'ignore' };
  if (!context.autoUpdate) return { kind: 'ignore' };
  if (message.messageId !== undefined && context.ownMessageIds.has(message.messageId)) return { kind: 'ignore' };
  const rowTopic = ROW_TOPICS[tagType];
  if (rowTopic && message.dbId) {
    if (message.row || message.detail) return { kind: 'patch', change: { topic: rowTopic, id: message.dbId, row: message.row, detail: message.detail } };
    return { kind: 'invalidate', tags: rowlessTags(rowTopic, message.dbId) };
  }
  // A design change names its partner, so only that partner's cached design is refetched.
  const tag: Tag = tagType === 'DESIGN' && message.dbId ? { type: tagType, id: message.dbId } : { type: tagType };
  return { kind: 'invalidate', tags: [tag] };
}

/** Delay before reconnect attempt `attempt` (0-based), or null once the 10 attempts are used up. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt >= SOCKET.reconnectAttempts) return null;
  return Math.min(SOCKET.baseDelayMs * 2 ** attempt, SOCKET.maxDelayMs);
}

/** ws:// or wss:// as the page itself: a https page may not open a plain socket. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, path = '/api/socket'): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
