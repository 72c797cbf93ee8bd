import { jest } from '@jest/globals';
import { connectRealtime } from './realtime.ts';

// A stand-in for the browser's WebSocket that records what the client does with it.
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static created: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.created.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    if (this.readyState === FakeSocket.CONNECTING) throw new Error('closed before the connection is established');
    this.closedWith = code;
  }
  opened() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
}

const location = { protocol: 'http:', host: 'alpha.localhost:8080' };
const handlers = { onMessage: () => undefined, onStatus: () => undefined };

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.created = [];
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
});
afterEach(() => jest.useRealTimers());

describe('realtime connection', () => {
  it('starts no socket when closed at once (a StrictMode mount and cleanup)', () => {
    connectRealtime(handlers, location).close();
    jest.runAllTimers();
    expect(FakeSocket.created).toHaveLength(0);
  });

  it('closes a socket still connecting only once it is open, without authenticating', () => {
    const connection = connectRealtime(handlers, location);
    jest.runAllTimers();
    const [socket] = FakeSocket.created;
    connection.close();
    expect(socket?.closedWith).toBeNull();
    socket?.opened();
    expect(socket?.closedWith).toBe(1000);
    expect(socket?.sent).toEqual([]);
  });

  it('authenticates an open socket and closes it on request', () => {
    const connection = connectRealtime(handlers, location);
    jest.runAllTimers();
    const [socket] = FakeSocket.created;
    socket?.opened();
    expect(socket?.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: 'AUTH', autoLogin: true, reconnect: false }]);
    connection.close();
    expect(socket?.closedWith).toBe(1000);
  });
});
