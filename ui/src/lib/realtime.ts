import type { SocketClientFrame } from '@portal/events/read-contracts';
import { parseSocketMessage, reconnectDelay, socketUrl, type SocketMessage } from './realtime-rules.ts';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeHandlers {
  onMessage: (message: SocketMessage) => void;
  onStatus: (status: RealtimeStatus) => void;
}

const OWN_IDS_KEPT = 500;
const ownIds = new Set<string>();

/** The message ids of changes this client made (its commandIds): their echo is not applied. */
export const ownMessageIds: ReadonlySet<string> = ownIds;

export function rememberOwnMessageId(id: string): void {
  ownIds.add(id);
  // A Set iterates in insertion order, so the first entry is the oldest.
  if (ownIds.size > OWN_IDS_KEPT) ownIds.delete(ownIds.values().next().value as string);
}

/**
 * The realtime connection of spec section 7: opens `/api/socket` (ws or wss like the page),
 * sends `AUTH` with `autoLogin: true` (and `reconnect: false` on the first connection), hands
 * every message to `onMessage`, and reconnects with backoff at most 10 times in a row.
 *
 * @example
 * const connection = connectRealtime({ onMessage: console.log, onStatus: console.log });
 * connection.close();
 */
export function connectRealtime(handlers: RealtimeHandlers, location: Pick<Location, 'protocol' | 'host'> = window.location): { close: () => void } {
  let socket: WebSocket | null = null;
  let failures = 0;
  let connectedBefore = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    handlers.onStatus('connecting');
    const current = new WebSocket(socketUrl(location));
    socket = current;
    current.onopen = () => {
      failures = 0;
      const auth: SocketClientFrame = { type: 'AUTH', autoLogin: true, reconnect: connectedBefore };
      current.send(JSON.stringify(auth));
      connectedBefore = true;
      handlers.onStatus('open');
    };
    current.onmessage = (event: MessageEvent) => {
      const message = typeof event.data === 'string' ? parseSocketMessage(event.data) : null;
      if (message) handlers.onMessage(message);
    };
    current.onclose = () => {
      if (socket !== current || stopped) return;
      handlers.onStatus('closed');
      const delay = reconnectDelay(failures);
      if (delay === null) return;
      failures++;
      timer = setTimeout(open, delay);
    };
  };

  // Opened on the next task: React's StrictMode mounts, cleans up and mounts again at once,
  // and the first of those connections is then never started.
  timer = setTimeout(open, 0);
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      if (!current) return;
      // Closing a socket still connecting makes the browser warn ("closed before the
      // connection is established"); it closes as soon as it opens instead, without AUTH.
      if (current.readyState === WebSocket.CONNECTING) {
        current.onopen = () => current.close(1000, 'client closed');
        current.onmessage = null;
        return;
      }
      current.close(1000, 'client closed');
    },
  };
}
