/** A stream's folded state after the event at `revision`. */
export interface FoldCheckpoint {
  readonly revision: number;
  readonly state: unknown;
}

export interface FoldCheckpointOptions {
  /** Streams remembered at most; the least recently read go first (default 200). */
  readonly streams?: number;
  /** A checkpoint after every this many events (default 1000). */
  readonly every?: number;
}

/**
 * The audit's snapshots (ADR 26): states a fold passed through, every 1000 events, kept in this
 * process for the 200 streams read last, so as-of, history and diff on a long stream fold at most
 * 999 events past the nearest checkpoint. Derived and droppable: a restart starts empty, and a
 * checkpoint is only ever the fold of its prefix, which no later append changes. States are the
 * deciders' own immutable values (maps included), shared, never copied.
 *
 * Prefixes with personal data are never kept (the caller's `keep` decides): a state that holds a
 * person's data in clear would outlive the erasure of their key.
 *
 * @example
 * const from = checkpoints.nearest(streamId, 9_990); // { revision: 8_999, state } or undefined
 * if (checkpoints.due(revision)) checkpoints.keep(streamId, { revision, state });
 */
export class FoldCheckpoints {
  private readonly byStream = new Map<string, FoldCheckpoint[]>();
  private readonly streams: number;
  readonly every: number;

  constructor(options: FoldCheckpointOptions = {}) {
    this.streams = options.streams ?? 200;
    this.every = options.every ?? 1000;
  }

  /** Whether the state after the event at `revision` is one to keep: after each `every` events. */
  due(revision: number): boolean {
    return (revision + 1) % this.every === 0;
  }

  /** The latest checkpoint at or before `revision`, marking the stream as read last. */
  nearest(streamId: string, revision: number): FoldCheckpoint | undefined {
    const list = this.byStream.get(streamId);
    if (!list) return undefined;
    this.touch(streamId, list);
    let found: FoldCheckpoint | undefined;
    for (const checkpoint of list) {
      if (checkpoint.revision > revision) break;
      found = checkpoint;
    }
    return found;
  }

  keep(streamId: string, checkpoint: FoldCheckpoint): void {
    const list = this.byStream.get(streamId) ?? [];
    if (!list.some((c) => c.revision === checkpoint.revision)) {
      list.push(checkpoint);
      list.sort((a, b) => a.revision - b.revision);
    }
    this.touch(streamId, list);
    while (this.byStream.size > this.streams) {
      const oldest = this.byStream.keys().next().value;
      if (oldest === undefined) break;
      this.byStream.delete(oldest);
    }
  }

  /** Streams with checkpoints now (metrics, specs). */
  get size(): number {
    return this.byStream.size;
  }

  // A Map iterates in insertion order: re-inserting makes the stream the most recent.
  private touch(streamId: string, list: FoldCheckpoint[]): void {
    this.byStream.delete(streamId);
    this.byStream.set(streamId, list);
  }
}
