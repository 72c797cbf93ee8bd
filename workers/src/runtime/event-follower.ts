import type { DomainEvent, EventStore, Recorded, RecordedEvent } from '@portal/events';
import type { BatchWrite, GenerationState, Logger, ReadStore } from '@portal/projections';

export type WorkerState = 'running' | 'failed' | 'stopped';

/** Where a worker's checkpoint lives: beside the projections, so status and lag show it too. */
export const workerProjectionName = (worker: string): string => `worker-${worker}`;

export interface FollowerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly logger: Logger;
  /** Events per read of the log; default 100. */
  readonly batchSize?: number;
}

/** Whether `a` comes before `b` in the log (checkpoint order: what a follower sees first). */
export const earlier = (a: Pick<RecordedEvent, 'checkpoint'>, b: Pick<RecordedEvent, 'checkpoint'>): boolean =>
  a.checkpoint.commit < b.checkpoint.commit || (a.checkpoint.commit === b.checkpoint.commit && a.checkpoint.position < b.checkpoint.position);

/** Documents a worker keeps beside its checkpoint (a schedule, say), written in the same commit. */
export type FollowerWrites = Pick<BatchWrite, 'upserts' | 'deletes'>;

/**
 * The loop every worker shares: follow the log from the worker's checkpoint
 * (`worker-<name>` in the read store's registry), hand each event it `handles` to `process`,
 * then move the checkpoint, together with the documents `written()` gives for the batch. At
 * least once: a crash between an effect and the checkpoint repeats the effect, so subclasses
 * derive their commandIds from what they react to. Any error stops the worker, logged and
 * `failed` in its status; a domain refusal is the subclass's to catch (`sendCommand` does).
 */
export abstract class EventFollower<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  protected readonly follow: FollowerOptions;
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private state: WorkerState = 'stopped';

  protected constructor(name: string, options: FollowerOptions) {
    this.name = name;
    this.follow = options;
  }

  /** Whether `process` wants this event (one of `E`, see `isEventOf`); the loop skips the others without awaiting. */
  protected abstract handles(event: RecordedEvent): event is Recorded<E>;
  protected abstract process(event: Recorded<E>): Promise<void>;

  /** Runs once before the loop, with the worker's stored generation (load kept documents here). */
  protected async prepare(_generation: GenerationState): Promise<void> {}

  /** The documents to store with this batch's checkpoint; called once per batch, after `process`. */
  protected written(): FollowerWrites {
    return { upserts: [], deletes: [] };
  }

  /** Aborted when the worker stops: pass it to waits and timers. */
  protected get signal(): AbortSignal {
    return this.controller.signal;
  }

  get running(): boolean {
    return this.state === 'running';
  }

  async start(): Promise<void> {
    const generation = await this.follow.readStore.ensureView({ name: workerProjectionName(this.name) });
    await this.prepare(generation);
    this.state = 'running';
    this.loop = this.run(generation.generation, generation.checkpoint);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    if (this.state === 'running') this.state = 'stopped';
  }

  status(): { name: string; state: WorkerState } {
    return { name: this.name, state: this.state };
  }

  /** Stops the worker for an error outside the loop (a timer's work): logged, `failed` in status. */
  protected fail(error: unknown): void {
    if (this.signal.aborted) return;
    this.state = 'failed';
    this.follow.logger.error({ err: error, worker: this.name }, 'worker stopped');
    this.controller.abort();
  }

  private async run(generation: number, start: RecordedEvent['checkpoint']): Promise<void> {
    const { eventStore, readStore } = this.follow;
    let from = start;
    try {
      for await (const batch of eventStore.subscribe({ after: from, signal: this.controller.signal, maxCount: this.follow.batchSize ?? 100 })) {
        for (const event of batch) if (this.handles(event)) await this.process(event);
        const to = batch.at(-1)?.checkpoint ?? from;
        await readStore.commit(workerProjectionName(this.name), generation, { from, to, ...this.written() });
        from = to;
      }
    } catch (error) {
      this.fail(error);
    }
  }
}
