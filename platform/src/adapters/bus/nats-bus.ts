import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { Bus, Notification, NotificationHandler, Subscription } from '@portal/events';
import { asNotification, callSafely, checkPattern, subjectFor, warnOnError, type BusErrorListener } from './subjects.ts';

export interface NatsBusOptions {
  /** Connection name, shown by the NATS server's monitoring (`connz`). */
  readonly name?: string;
  /** Told about every handler that throws or rejects, and every unreadable message. */
  readonly onError?: BusErrorListener;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The bus of split mode, on core NATS publish/subscribe (`PORTAL_NATS_URL`).
 *
 * Core NATS and not JetStream, on purpose: a notification only tells a connected client to
 * refresh one document. The documents themselves live in the read models, a client that was
 * offline reloads on reconnect, and a projector publishes after every commit anyway, so a
 * lost or late notification costs one stale cell until the next one, while a persisted one
 * replayed after minutes would be worse than none. At-most-once with per-publisher order is
 * the right guarantee, and core NATS gives it with no stream to provision.
 */
export class NatsBus implements Bus {
  readonly name = 'nats';
  private readonly nc: NatsConnection;
  private readonly onError: BusErrorListener;
  private closing: Promise<void> | null = null;
  private failureCount = 0;

  constructor(nc: NatsConnection, options: NatsBusOptions = {}) {
    this.nc = nc;
    const report = options.onError ?? warnOnError;
    this.onError = (error, n) => {
      this.failureCount += 1;
      report(error, n);
    };
  }

  /** How many handler calls or incoming messages have failed since the bus was created. */
  get failures(): number {
    return this.failureCount;
  }

  /** The underlying connection, for health checks (`isClosed()`, `stats()`). */
  get connection(): NatsConnection {
    return this.nc;
  }

  async publish(notification: Notification): Promise<void> {
    if (this.closing) throw new Error('bus: publish after close');
    const { topic, messageId, dbId, tenant, row, detail } = notification;
    // nc.publish throws synchronously on a closed or draining connection: this async
    // function turns that into a rejected promise for the caller.
    this.nc.publish(subjectFor(notification), encoder.encode(JSON.stringify({ topic, messageId, dbId, tenant, row, detail })));
  }

  async subscribe(pattern: string, handler: NotificationHandler): Promise<Subscription> {
    if (this.closing) throw new Error('bus: subscribe after close');
    checkPattern(pattern);
    const sub = this.nc.subscribe(pattern, {
      callback: (error, msg: Msg) => {
        if (error) return this.onError(error, undefined);
        let n: Notification | null = null;
        try {
          n = asNotification(JSON.parse(decoder.decode(msg.data)));
        } catch (parseError) {
          return this.onError(parseError, undefined);
        }
        if (!n) return this.onError(new Error(`bus: not a notification on ${msg.subject}`), undefined);
        callSafely(handler, n, this.onError);
      },
    });
    // The SUB travels ahead of a round trip: once flush resolves the server knows the
    // subscription, so a publish from another process after this point reaches it.
    await this.nc.flush();
    return {
      unsubscribe: async () => {
        if (!sub.isClosed()) sub.unsubscribe();
      },
    };
  }

  flush(): Promise<void> {
    return this.nc.flush();
  }

  /** Drains: buffered publishes go out and in-flight deliveries finish, then the connection closes. */
  close(): Promise<void> {
    this.closing ??= this.nc.isClosed() ? Promise.resolve() : this.nc.drain();
    return this.closing;
  }
}

/**
 * Connects to NATS. `url` may list several servers separated by commas.
 *
 * @example
 * const bus = await createNatsBus(process.env.PORTAL_NATS_URL, { name: 'query-api' });
 * await bus.subscribe('portal.*.CONFIG', relay);
 */
export async function createNatsBus(url: string, options: NatsBusOptions = {}): Promise<NatsBus> {
  const servers = url.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  const nc = await connect({ servers, name: options.name });
  return new NatsBus(nc, options);
}
