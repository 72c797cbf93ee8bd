import type { RecordedEvent } from '@portal/events';
import { platformConfigStream } from '@portal/events';
import type { GenerationState } from '@portal/projections';
import { EventFollower, workerProjectionName, type FollowerOptions, type FollowerWrites } from '../runtime/event-follower.ts';
import { PlatformConfigCache } from '../runtime/platform-config.ts';
import { sendCommand, type CommandSender } from '../runtime/send-command.ts';
import { apply, due, expiryEventTypes, nextDue, offerExpiryName, react, type PendingExpiry, type Schedule } from './expiry-schedule.ts';

export interface OfferExpiryOptions extends FollowerOptions, CommandSender {
  /** Epoch ms; a test may shift it. The ExpireOffer command is sent with this time. */
  readonly clock?: () => number;
}

/** A refused ExpireOffer is tried again after 1, 2, 4, 8 s; after the fifth refusal the offer waits for a restart. */
const maxAttempts = 5;
const retryDelay = (attempt: number): number => 1000 * 2 ** (attempt - 1);
// setTimeout's ceiling is about 24.8 days; re-arming hourly also bounds the effect of a clock jump.
const maxWait = 3_600_000;

/**
 * The offer expiry worker (spec section 4: released offers expire after their validity period,
 * unreleased ones with their offer day). It follows the log (`react`, expiry-schedule.ts) and
 * keeps its schedule of pending offers as documents of its own read model
 * (`worker-offer-expiry`), written in the same commit as its checkpoint: a restart loads them
 * and, the timer firing at once for every overdue offer, catches up.
 *
 * One timer, for the earliest due time, re-armed after every change. At the due second it sends
 * ExpireOffer through the command definitions with `expiryCommandId` (offer and due time), so a
 * send repeated after a restart appends nothing. The offer leaves the schedule when its
 * OfferAccepted, OfferRejected or OfferExpired passes the loop, which also settles the race with
 * an acceptance: the write side lets one of the two win, and the loser's refusal is logged.
 */
export class OfferExpiry extends EventFollower {
  private readonly options: OfferExpiryOptions;
  private readonly config: PlatformConfigCache;
  private readonly clock: () => number;
  private schedule: Schedule = new Map();
  /** Per offer: Infinity while its command is out (or sent), else the retry time after a refusal. */
  private readonly held = new Map<string, { notBefore: number; attempts: number }>();
  private readonly upserts = new Map<string, PendingExpiry>();
  private readonly deletes = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private firing: Promise<void> = Promise.resolve();

  constructor(options: OfferExpiryOptions) {
    super(offerExpiryName, options);
    this.options = options;
    this.config = new PlatformConfigCache(options.eventStore);
    this.clock = options.clock ?? Date.now;
  }

  /** The offers waiting, earliest first (for status and tests). */
  pending(): PendingExpiry[] {
    return [...this.schedule.values()].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  }

  override async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await super.stop();
    await this.firing;
  }

  protected override async prepare(generation: GenerationState): Promise<void> {
    const view = workerProjectionName(this.name);
    const loaded = new Map<string, PendingExpiry>();
    for (let after: string | undefined; ; ) {
      const page = await this.follow.readStore.list<PendingExpiry>(view, { limit: 10_000, ...(after === undefined ? {} : { after }) });
      for (const entry of page) loaded.set(entry.offerId, entry);
      if (page.length < 10_000) break;
      after = page.at(-1)?.offerId;
    }
    this.schedule = loaded;
    this.follow.logger.info({ worker: this.name, pending: loaded.size, generation: generation.generation }, 'offer expiry schedule loaded');
    this.arm();
  }

  protected handles(event: RecordedEvent): event is RecordedEvent {
    return (expiryEventTypes as readonly string[]).includes(event.type) || event.streamId === platformConfigStream;
  }

  protected async process(event: RecordedEvent): Promise<void> {
    this.config.seen(event);
    if (event.streamId === platformConfigStream) return;
    const change = react(event, event.type === 'OfferRequested' ? await this.config.zoneOf() : () => 'Europe/Zurich');
    if (!change) return;
    this.schedule = apply(this.schedule, change);
    const offerId = change.kind === 'set' ? change.entry.offerId : change.offerId;
    // A new due time (the release) may be sent; a dropped offer needs nothing more.
    this.held.delete(offerId);
    if (change.kind === 'set') {
      this.upserts.set(offerId, change.entry);
      this.deletes.delete(offerId);
    } else {
      this.upserts.delete(offerId);
      this.deletes.add(offerId);
    }
    this.arm();
  }

  protected override written(): FollowerWrites {
    const writes = { upserts: [...this.upserts].map(([id, doc]) => ({ id, doc })), deletes: [...this.deletes] };
    this.upserts.clear();
    this.deletes.clear();
    return writes;
  }

  /** One timer for the earliest entry that may be sent. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.signal.aborted) return;
    const next = nextDue(this.schedule, (e) => this.held.get(e.offerId)?.notBefore ?? 0);
    if (next === null) return;
    const wait = Math.min(Math.max(0, next - this.clock()), maxWait);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.firing = this.firing.then(() => this.fire()).catch((error: unknown) => this.fail(error));
    }, wait);
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    const now = this.clock();
    for (const command of due(this.schedule, now)) {
      if (this.signal.aborted) return;
      const { offerId } = command.data;
      const held = this.held.get(offerId);
      if (held && held.notBefore > now) continue;
      const attempts = (held?.attempts ?? 0) + 1;
      this.held.set(offerId, { notBefore: Infinity, attempts });
      const { cause } = command.entry;
      const sent = await sendCommand(this.options, this.name, { id: cause.id, metadata: cause }, command, new Date(Math.max(now, this.clock())));
      if (sent.refused === null || !this.held.has(offerId)) continue;
      if (attempts >= maxAttempts) this.follow.logger.error({ worker: this.name, offerId, code: sent.refused }, 'offer not expired: refused five times, waiting for a restart');
      else this.held.set(offerId, { notBefore: this.clock() + retryDelay(attempts), attempts });
    }
    this.arm();
  }
}
