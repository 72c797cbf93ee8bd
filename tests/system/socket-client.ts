import WebSocket from 'ws';

export type Message = Record<string, unknown>;

export interface TestSocket {
  readonly socket: WebSocket;
  /** Every message received so far, in order. */
  readonly seen: Message[];
  /** The first message (already seen or still to come) that matches, or a rejection after `ms`. */
  next(match: (m: Message) => boolean, ms?: number): Promise<Message>;
}

/** Opens /api/socket as a browser on `host` would (the Host header picks the tenant); `cookie` is a logged-in browser's session. */
export function openSocket(baseUrl: string, host?: string, cookie?: string): Promise<TestSocket> {
  const headers = { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) };
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/socket`, Object.keys(headers).length > 0 ? { headers } : {});
  const seen: Message[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    seen.push(JSON.parse(raw.toString()) as Message);
    for (const wake of waiters) wake();
  });
  const next = (match: (m: Message) => boolean, ms = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const check = (): void => {
        const found = seen.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching socket message within ${ms} ms; saw ${JSON.stringify(seen)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, seen, next }));
    socket.once('error', reject);
  });
}

/** Opens a socket and completes the AUTH handshake of spec section 7. */
export async function authenticatedSocket(baseUrl: string, host?: string, cookie?: string): Promise<TestSocket & { auth: Message }> {
  const client = await openSocket(baseUrl, host, cookie);
  client.socket.send(JSON.stringify({ type: 'AUTH', autoLogin: true, reconnect: false }));
  return { ...client, auth: await client.next((m) => m.type === 'AUTH') };
}
