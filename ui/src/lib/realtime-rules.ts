import { type CacheTag, type CacheTagType, type RowTopic, rowTopics, type SocketFrameAsRead, tagOfMessage } from '@portal/events/read-contracts';
import { SOCKET } from '@/config/constants.ts';

// What a socket message means for the client (spec sections 4 and 7), as pure functions. The
// frames and the cache tags are the contracts' (`@portal/events/read-contracts`), shared with the
// query API's relay.

export type TagType = CacheTagType;
export type Tag = CacheTag;
export type SocketMessage = SocketFrameAsRead;
export type { RowTopic };

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

// OFFER: the three offer table messages carry the offer's row (OfferRow, issue 12); one without
// dbId still refetches every offer read.
const isRowTopic = (tagType: TagType): tagType is RowTopic => (rowTopics as readonly TagType[]).includes(tagType);

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
  const tagType = tagOfMessage(message.type);
  if (!tagType) return { kind: 'ignore' };
  if (!context.autoUpdate) return { kind: 'ignore' };
  if (message.messageId !== undefined && context.ownMessageIds.has(message.messageId)) return { kind: 'ignore' };
  if (isRowTopic(tagType) && message.dbId) {
    if (message.row || message.detail) return { kind: 'patch', change: { topic: tagType, id: message.dbId, row: message.row, detail: message.detail } };
    return { kind: 'invalidate', tags: rowlessTags(tagType, message.dbId) };
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
