import type { Logger } from '@portal/projections';
import type { FollowerWrites } from './event-follower.ts';

/** What a timer's command carries on from the event that set it: its correlation and tenant. */
export interface TimerCause {
  readonly id: string;
  readonly correlationId: string;
  readonly tenant: string;
}

/**
 * A command a reaction set for later (a request with `at`), kept under its `key` as a document
 * of the worker's own read model, written in the same commit as its checkpoint: a restart loads
 * it and, firing at once for every overdue timer, catches up.
 */
export interface Timer {
  readonly key: string;
  /** ISO instant in UTC: the command goes out once the clock has reached it. */
  readonly at: string;
  readonly type: string;
  readonly data: unknown;
  readonly commandId: string;
  readonly cause: TimerCause;
}

/** A refused command is tried again after 1, 2, 4, 8 s; after the fifth refusal it waits for a restart. */
const maxAttempts = 5;
const retryDelay = (attempt: number): number => 1000 * 2 ** (attempt - 1);
// setTimeout's ceiling is about 24.8 days; re-arming hourly also bounds the effect of a clock jump.
const maxWait = 3_600_000;

// Keys are mostly whole numbers as strings (offer ids): shorter is smaller.
const compareKeys = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

export interface TimerOptions {
  readonly worker: string;
  readonly logger: Logger;
  /** Epoch ms. */
  readonly clock: () => number;
  /** Sends the timer's command; answers the domain's refusal code, or null. */
  readonly send: (timer: Timer, now: number) => Promise<string | null>;
  /** Called for an error of a firing (the store): the worker stops. */
  readonly fail: (error: unknown) => void;
}

/**
 * The timers of one worker: one setTimeout for the earliest, re-armed after every change, never
 * one per timer. A refused command waits for the reaction to drop its timer (the event that
 * settles it, an acceptance, say) and is tried again meanwhile with a growing pause.
 */
export class TimerSchedule {
  private readonly options: TimerOptions;
  private timers = new Map<string, Timer>();
  /** Per key: Infinity while its command is out, else the retry time after a refusal. */
  private readonly held = new Map<string, { notBefore: number; attempts: number }>();
  private readonly upserts = new Map<string, Timer>();
  private readonly deletes = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private firing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(options: TimerOptions) {
    this.options = options;
  }

  /** The timers waiting, earliest first. */
  pending(): Timer[] {
    return [...this.timers.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || compareKeys(a.key, b.key));
  }

  load(timers: readonly Timer[]): void {
    this.timers = new Map(timers.map((t) => [t.key, t]));
    this.arm();
  }

  set(timer: Timer): void {
    this.timers.set(timer.key, timer);
    // A new time may be sent again.
    this.held.delete(timer.key);
    this.upserts.set(timer.key, timer);
    this.deletes.delete(timer.key);
    this.arm();
  }

  drop(key: string): void {
    this.timers.delete(key);
    this.held.delete(key);
    this.upserts.delete(key);
    this.deletes.add(key);
    this.arm();
  }

  /** The documents to store with this batch's checkpoint. */
  written(): FollowerWrites {
    const writes = { upserts: [...this.upserts].map(([id, doc]) => ({ id, doc })), deletes: [...this.deletes] };
    this.upserts.clear();
    this.deletes.clear();
    return writes;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.firing;
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped) return;
    let next: number | null = null;
    for (const t of this.timers.values()) {
      const at = Math.max(Date.parse(t.at), this.held.get(t.key)?.notBefore ?? 0);
      if (at !== Infinity && (next === null || at < next)) next = at;
    }
    if (next === null) return;
    const wait = Math.min(Math.max(0, next - this.options.clock()), maxWait);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.firing = this.firing.then(() => this.fire()).catch((error: unknown) => this.options.fail(error));
    }, wait);
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    const now = this.options.clock();
    const due = this.pending().filter((t) => Date.parse(t.at) <= now);
    for (const timer of due) {
      if (this.stopped) return;
      const held = this.held.get(timer.key);
      if (held && held.notBefore > now) continue;
      const attempts = (held?.attempts ?? 0) + 1;
      this.held.set(timer.key, { notBefore: Infinity, attempts });
      const refused = await this.options.send(timer, now);
      if (refused === null || !this.held.has(timer.key)) continue;
      if (attempts >= maxAttempts) this.options.logger.error({ worker: this.options.worker, key: timer.key, code: refused }, `${timer.type} refused five times, waiting for a restart`);
      else this.held.set(timer.key, { notBefore: this.options.clock() + retryDelay(attempts), attempts });
    }
    this.arm();
  }
}
