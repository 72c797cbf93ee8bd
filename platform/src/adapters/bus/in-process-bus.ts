import type { Bus, Notification, NotificationHandler, Subscription } from '@portal/events';
import { callSafely, checkPattern, matches, subjectFor, warnOnError, type BusErrorListener } from './subjects.ts';

export interface InProcessBusOptions {
  /** Told about every handler that throws or rejects; defaults to a process warning. */
  readonly onError?: BusErrorListener;
}

interface Entry {
  readonly tokens: readonly string[];
  readonly handler: NotificationHandler;
  active: boolean;
}

/**
 * The bus of all-in-one mode: one process, no server. Each delivery runs in its own microtask,
 * so `publish` returns before any handler runs and a slow or failing handler cannot hold up or
 * break the projector that published. Microtasks run in the order they were queued, which keeps
 * each subscriber's deliveries in publish order.
 */
export class InProcessBus implements Bus {
  readonly name = 'in-process';
  private readonly entries = new Set<Entry>();
  private readonly onError: BusErrorListener;
  private closed = false;
  private failureCount = 0;

  constructor(options: InProcessBusOptions = {}) {
    const report = options.onError ?? warnOnError;
    this.onError = (error, n) => {
      this.failureCount += 1;
      report(error, n);
    };
  }

  /** How many handler calls have failed since the bus was created. */
  get failures(): number {
    return this.failureCount;
  }

  async publish(notification: Notification): Promise<void> {
    if (this.closed) throw new Error('bus: publish after close');
    const subject = subjectFor(notification);
    // Copied: the subscriber sees the fields of a notification, not the publisher's object.
    const n: Notification = {
      topic: notification.topic,
      messageId: notification.messageId,
      dbId: notification.dbId,
      tenant: notification.tenant,
      ...(notification.row ? { row: structuredClone(notification.row) } : {}),
      ...(notification.detail ? { detail: structuredClone(notification.detail) } : {}),
    };
    for (const entry of this.entries) {
      if (!matches(entry.tokens, subject)) continue;
      queueMicrotask(() => {
        // Checked at delivery time, so an unsubscribe also drops deliveries already queued.
        if (entry.active) callSafely(entry.handler, n, this.onError);
      });
    }
  }

  async subscribe(pattern: string, handler: NotificationHandler): Promise<Subscription> {
    if (this.closed) throw new Error('bus: subscribe after close');
    const entry: Entry = { tokens: checkPattern(pattern), handler, active: true };
    this.entries.add(entry);
    return {
      unsubscribe: async () => {
        entry.active = false;
        this.entries.delete(entry);
      },
    };
  }

  /** Resolves after every delivery queued so far has run (microtasks drain before a macrotask). */
  flush(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.entries) entry.active = false;
    this.entries.clear();
  }
}
