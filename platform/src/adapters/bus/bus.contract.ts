import { randomUUID } from 'node:crypto';
import type { Bus, Notification } from '@portal/events';
import type { BusErrorListener } from './subjects.ts';

/**
 * What one contract test runs against: a publishing and a subscribing side. On NATS they are
 * two connections, as a projector and the query API are two processes; in process, one bus.
 */
export interface BusPair {
  readonly publisher: Bus;
  readonly subscriber: Bus;
  /** Closes both sides; must tolerate a side the test has closed already. */
  close(): Promise<void>;
}

/** Collects what a subscription receives and waits, bounded, for what a test expects. */
class Inbox {
  readonly received: Notification[] = [];
  private wake: (() => void) | null = null;

  readonly handler = (n: Notification): void => {
    this.received.push(n);
    this.wake?.();
  };

  async until(what: string, done: (received: Notification[]) => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  has(n: Notification): boolean {
    return this.received.some((r) => r.messageId === n.messageId);
  }
}

// Unique per run, so parallel runs on one shared NATS server never see each other's messages.
const token = (prefix: string): string => `${prefix}${randomUUID().replaceAll('-', '')}`;
const note = (tenant: string, topic: string): Notification => ({ topic, messageId: randomUUID(), dbId: token('doc'), tenant });
const ids = (list: readonly Notification[]): string[] => list.map((n) => n.messageId);

/** The behaviour every bus adapter must show. */
export function busContract(name: string, open: (onError: BusErrorListener) => Promise<BusPair>): void {
  describe(`bus contract: ${name}`, () => {
    let pair: BusPair;
    let errors: unknown[];
    let tenant: string;
    let other: string;
    let markers: string;
    beforeEach(async () => {
      errors = [];
      pair = await open((error) => errors.push(error));
      tenant = token('t');
      other = token('t');
      markers = token('m');
    });
    afterEach(async () => {
      await pair?.close();
    });

    /**
     * Proves non-delivery without sleeping: one publisher's messages reach one subscriber's
     * connection in order, so once a marker published last has arrived, anything published
     * before it that was going to arrive has arrived. Its own tenant keeps it out of the
     * subscriptions under test.
     */
    async function settle(): Promise<void> {
      const marker = note(markers, 'MARKER');
      const inbox = new Inbox();
      const sub = await pair.subscriber.subscribe(`portal.${markers}.MARKER`, inbox.handler);
      await pair.publisher.publish(marker);
      await inbox.until('the marker', (r) => r.length === 1);
      await sub.unsubscribe();
    }

    it('delivers a published notification to a matching subscriber with all four fields', async () => {
      const inbox = new Inbox();
      await pair.subscriber.subscribe(`portal.${tenant}.OFFER`, inbox.handler);
      const sent = note(tenant, 'OFFER');
      await pair.publisher.publish(sent);
      await inbox.until('the notification', (r) => r.length === 1);
      expect(inbox.received).toEqual([sent]);
    });

    it('carries the row and detail of a change whole, and leaves them out when there are none', async () => {
      const inbox = new Inbox();
      await pair.subscriber.subscribe(`portal.${tenant}.CUSTOMER`, inbox.handler);
      const changed = { ...note(tenant, 'CUSTOMER'), row: { id: '7', name: 'Zeta AG', users: 2, firmname: null }, detail: { id: '7', contact: { place: 'Zürich' } } };
      const bare = note(tenant, 'CUSTOMER');
      for (const n of [changed, bare]) await pair.publisher.publish(n);
      await inbox.until('both', (r) => r.length === 2);
      expect(inbox.received).toEqual([changed, bare]);
      expect(Object.keys(inbox.received[1]!).sort()).toEqual(['dbId', 'messageId', 'tenant', 'topic']);
    });

    it("matches '*' as exactly one token and leaves other subjects out", async () => {
      const topic = token('TOPIC');
      const [anyTenant, anyTopic, exact] = [new Inbox(), new Inbox(), new Inbox()];
      await pair.subscriber.subscribe(`portal.*.${topic}`, anyTenant.handler);
      await pair.subscriber.subscribe(`portal.${tenant}.*`, anyTopic.handler);
      await pair.subscriber.subscribe(`portal.${tenant}.${topic}`, exact.handler);
      const otherTenant = note(other, topic);
      const otherTopic = note(tenant, token('OTHER'));
      const both = note(tenant, topic);
      for (const n of [otherTenant, otherTopic, both]) await pair.publisher.publish(n);
      for (const inbox of [anyTenant, anyTopic, exact]) await inbox.until('the last one', () => inbox.has(both));
      await settle();
      expect(ids(anyTenant.received)).toEqual(ids([otherTenant, both]));
      expect(ids(anyTopic.received)).toEqual(ids([otherTopic, both]));
      expect(ids(exact.received)).toEqual(ids([both]));
    });

    it("matches '>' as one or more trailing tokens", async () => {
      const [tenantRest, everything, tooDeep] = [new Inbox(), new Inbox(), new Inbox()];
      await pair.subscriber.subscribe(`portal.${tenant}.>`, tenantRest.handler);
      // Shared servers carry other runs' traffic: keep only this test's two tenants.
      await pair.subscriber.subscribe('portal.>', (n) => {
        if (n.tenant === tenant || n.tenant === other) everything.handler(n);
      });
      await pair.subscriber.subscribe(`portal.${tenant}.CONFIG.>`, tooDeep.handler);
      const elsewhere = note(other, 'CONFIG');
      const mine = note(tenant, 'CONFIG');
      for (const n of [elsewhere, mine]) await pair.publisher.publish(n);
      await everything.until('both', (r) => r.length === 2);
      await settle();
      expect(ids(tenantRest.received)).toEqual(ids([mine]));
      expect(ids(everything.received)).toEqual(ids([elsewhere, mine]));
      expect(tooDeep.received).toEqual([]);
    });

    it('gives every subscriber its own copy', async () => {
      const inboxes = [new Inbox(), new Inbox(), new Inbox()];
      for (const inbox of inboxes) await pair.subscriber.subscribe(`portal.${tenant}.OFFER`, inbox.handler);
      const sent = note(tenant, 'OFFER');
      await pair.publisher.publish(sent);
      for (const inbox of inboxes) await inbox.until('its copy', (r) => r.length === 1);
      for (const inbox of inboxes) expect(inbox.received).toEqual([sent]);
    });

    it('stops delivering after unsubscribe', async () => {
      const inbox = new Inbox();
      const sub = await pair.subscriber.subscribe(`portal.${tenant}.OFFER`, inbox.handler);
      const before = note(tenant, 'OFFER');
      await pair.publisher.publish(before);
      await inbox.until('the first', (r) => r.length === 1);
      await sub.unsubscribe();
      await pair.publisher.publish(note(tenant, 'OFFER'));
      await settle();
      expect(ids(inbox.received)).toEqual(ids([before]));
    });

    it("keeps one publisher's notifications in publish order", async () => {
      const inbox = new Inbox();
      await pair.subscriber.subscribe(`portal.${tenant}.*`, inbox.handler);
      const sent = Array.from({ length: 200 }, (_, i) => note(tenant, i % 2 === 0 ? 'OFFER' : 'CONFIG'));
      for (const n of sent) await pair.publisher.publish(n);
      await inbox.until('all 200', (r) => r.length === sent.length);
      expect(ids(inbox.received)).toEqual(ids(sent));
    });

    it('keeps delivering to others, and to the thrower, when a handler throws', async () => {
      const good = new Inbox();
      let thrown = 0;
      await pair.subscriber.subscribe(`portal.${tenant}.OFFER`, () => {
        thrown += 1;
        throw new Error('handler failed');
      });
      await pair.subscriber.subscribe(`portal.${tenant}.OFFER`, good.handler);
      const sent = [note(tenant, 'OFFER'), note(tenant, 'OFFER')];
      for (const n of sent) await pair.publisher.publish(n);
      await good.until('both', (r) => r.length === 2);
      await settle();
      expect(ids(good.received)).toEqual(ids(sent));
      expect(thrown).toBe(2);
      expect(errors).toHaveLength(2);
    });

    it('refuses a tenant or topic that is not a single subject token', async () => {
      await expect(pair.publisher.publish(note('a.b', 'OFFER'))).rejects.toThrow(/tenant/);
      await expect(pair.publisher.publish(note(tenant, '>'))).rejects.toThrow(/topic/);
    });

    it('rejects a publish after close', async () => {
      await pair.publisher.close();
      await pair.publisher.close();
      await expect(pair.publisher.publish(note(tenant, 'OFFER'))).rejects.toThrow();
    });
  });
}
