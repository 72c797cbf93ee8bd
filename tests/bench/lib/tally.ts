import { compareCheckpoints, START, type Checkpoint, type RecordedEvent } from '@portal/events';

export interface TallyResult {
  /** Appended but never delivered. */
  readonly missing: number;
  /** Deliveries beyond the first of the same event. */
  readonly duplicates: number;
  /** Delivered at or before a checkpoint already passed: a reader would have skipped them. */
  readonly outOfOrder: number;
  /** Delivered but never appended by the bench: nothing else writes, so this must be 0 too. */
  readonly unknown: number;
}

/** Counts what a reader delivered, by event id, to compare with what the writers appended. */
export class DeliveryTally {
  private readonly seen = new Map<string, number>();
  private deliveries = 0;
  private regressions = 0;
  private latest: Checkpoint = START;

  record(batch: readonly RecordedEvent[]): void {
    for (const event of batch) {
      this.deliveries += 1;
      this.seen.set(event.id, (this.seen.get(event.id) ?? 0) + 1);
      if (compareCheckpoints(event.checkpoint, this.latest) <= 0) this.regressions += 1;
      else this.latest = event.checkpoint;
    }
  }

  /** The furthest checkpoint delivered so far. */
  get last(): Checkpoint {
    return this.latest;
  }

  get delivered(): number {
    return this.deliveries;
  }

  against(appended: ReadonlySet<string>): TallyResult {
    let missing = 0;
    for (const id of appended) if (!this.seen.has(id)) missing += 1;
    let unknown = 0;
    for (const id of this.seen.keys()) if (!appended.has(id)) unknown += 1;
    return { missing, duplicates: this.deliveries - this.seen.size, outOfOrder: this.regressions, unknown };
  }
}
