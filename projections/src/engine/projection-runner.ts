import { compareCheckpoints, Doorbell, formatCheckpoint, START, type Bus, type Checkpoint, type EventStore, type RecordedEvent } from '@portal/events';
import { CheckpointConflictError, GenerationRetiredError } from '../store/errors.ts';
import type { ProjectionFailure, ReadStore } from '../store/read-store.ts';
import { ViewError, type ChangedDocument } from './fold-batch.ts';
import { isTransient, messageOf, type Logger } from './logger.ts';
import { projectBatch } from './project-batch.ts';
import type { AnyView, ViewNotification } from './view.ts';
import { publishCheckpoint, ringCheckpointBell } from './checkpoint-bell.ts';

export type ProjectionState = 'catching-up' | 'live' | 'failed' | 'stopped' | 'rebuilding';

export interface ProjectionStatus {
  readonly name: string;
  readonly state: ProjectionState;
  /** The generation this process writes, null before the first start. */
  readonly generation: number | null;
  /** "commit/position" of the last event applied. */
  readonly checkpoint: string;
  /** Events this process has moved past since it started (handled or skipped). */
  readonly eventsProcessed: number;
  readonly error?: ProjectionFailure;
}

export interface RunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly bus?: Bus;
  readonly logger: Logger;
  readonly batchSize: number;
  /** How often a failed projection looks for a new generation (a rebuild from another process). */
  readonly failedPollMs: number;
}

const backoffMs = (attempt: number): number => Math.min(250 * 2 ** Math.min(attempt, 6), 10_000);

/** One view's loop: catch up, follow live, stop on a view error, retry lost connections. */
export class ProjectionRunner {
  readonly view: AnyView;
  private readonly options: RunnerOptions;
  private readonly handles: ReadonlySet<string>;
  private readonly bell = new Doorbell();
  private state: Exclude<ProjectionState, 'rebuilding'> = 'stopped';
  private generation: number | null = null;
  private checkpoint: Checkpoint = START;
  private eventsProcessed = 0;
  private failure: ProjectionFailure | undefined;
  private loop: Promise<void> | undefined;
  private abort: AbortController | undefined;
  private following: AbortController | undefined;
  private resumeRequested = false;
  private reloadWaiters: (() => void)[] = [];
  rebuilding = false;

  constructor(view: AnyView, options: RunnerOptions) {
    this.view = view;
    this.options = options;
    this.handles = new Set(view.handles);
  }

  /** Starts the loop, or resumes a failed one; resolves once the generation is known (or failed). */
  start(): Promise<void> {
    if (this.loop) return this.resume();
    const abort = new AbortController();
    this.abort = abort;
    let ready!: () => void;
    const started = new Promise<void>((resolve) => (ready = resolve));
    this.loop = this.run(abort.signal, ready).finally(() => {
      this.loop = undefined;
      this.state = 'stopped';
      ready();
      for (const reloaded of this.reloadWaiters.splice(0)) reloaded();
    });
    return started;
  }

  /**
   * Re-reads the active generation now: after a rebuild in this process, or to retry a failure.
   * Resolves once the loop runs on what it read (at once if the loop is not running).
   */
  resume(): Promise<void> {
    if (!this.loop) return Promise.resolve();
    const reloaded = new Promise<void>((resolve) => this.reloadWaiters.push(resolve));
    this.resumeRequested = true;
    this.following?.abort();
    this.bell.ring();
    return reloaded;
  }

  async stop(): Promise<void> {
    this.abort?.abort();
    this.following?.abort();
    await this.loop;
  }

  status(): ProjectionStatus {
    return {
      name: this.view.name,
      state: this.rebuilding ? 'rebuilding' : this.state,
      generation: this.generation,
      checkpoint: formatCheckpoint(this.checkpoint),
      eventsProcessed: this.eventsProcessed,
      ...(this.failure ? { error: this.failure } : {}),
    };
  }

  private async run(signal: AbortSignal, ready: () => void): Promise<void> {
    const { readStore, logger } = this.options;
    let attempt = 0;
    let reloads = 0;
    while (!signal.aborted) {
      const following = new AbortController();
      this.following = following;
      let batch: readonly RecordedEvent[] | undefined;
      try {
        const active = await readStore.ensureView(this.view);
        this.generation = active.generation;
        this.checkpoint = active.checkpoint;
        this.failure = undefined;
        this.resumeRequested = false;
        const head = await this.options.eventStore.head();
        this.state = compareCheckpoints(this.checkpoint, head) >= 0 ? 'live' : 'catching-up';
        ready();
        for (const reloaded of this.reloadWaiters.splice(0)) reloaded();
        for await (batch of this.options.eventStore.subscribe({ after: this.checkpoint, signal: following.signal, maxCount: this.options.batchSize })) {
          const outcome = await projectBatch(readStore, this.view, this.handles, active.generation, this.checkpoint, batch);
          attempt = 0;
          reloads = 0;
          this.checkpoint = outcome.to;
          this.eventsProcessed += outcome.events;
          ringCheckpointBell(this.view.name);
          await this.publish(outcome.changed);
          if (batch.length < this.options.batchSize && this.state !== 'live') {
            this.state = 'live';
            logger.info({ projection: this.view.name, generation: active.generation, checkpoint: formatCheckpoint(this.checkpoint), eventsProcessed: this.eventsProcessed }, 'projection caught up');
          }
          batch = undefined;
        }
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof GenerationRetiredError || error instanceof CheckpointConflictError) {
          // Normal after a switch or beside a rival writer; repeated without progress, slow down.
          reloads += 1;
          logger.info({ projection: this.view.name, reason: error.message }, 'projection reloads its generation');
          if (reloads > 3) await this.bell.wait(backoffMs(reloads - 3), signal);
          continue;
        }
        if (!(error instanceof ViewError) && isTransient(error)) {
          attempt += 1;
          logger.warn({ projection: this.view.name, err: error, attempt }, 'projection retries after a transient error');
          await this.bell.wait(backoffMs(attempt), signal);
          continue;
        }
        await this.fail(error, batch, signal, ready);
      }
    }
  }

  /** Stops this projection where it failed, and waits for a resume or a new generation. */
  private async fail(error: unknown, batch: readonly RecordedEvent[] | undefined, signal: AbortSignal, ready: () => void): Promise<void> {
    const { readStore, logger } = this.options;
    const first = batch?.find((e) => compareCheckpoints(e.checkpoint, this.checkpoint) > 0);
    this.failure =
      error instanceof ViewError
        ? error.failure
        : {
            checkpoint: formatCheckpoint(first?.checkpoint ?? this.checkpoint),
            globalPosition: first?.globalPosition.toString() ?? '',
            eventType: first?.type ?? '',
            message: first ? `writing the batch from here failed: ${messageOf(error)}` : messageOf(error),
          };
    logger.error({ projection: this.view.name, generation: this.generation, ...this.failure, err: error }, 'projection failed and stopped');
    if (this.generation !== null) {
      await readStore.recordFailure(this.view.name, this.generation, this.failure).catch((e: unknown) => {
        logger.warn({ projection: this.view.name, err: e }, 'could not record the failure in the read store');
      });
    }
    // Only now: whoever sees `failed` may read the recorded failure (operators' status, tests).
    this.state = 'failed';
    ready();
    for (const reloaded of this.reloadWaiters.splice(0)) reloaded();
    const failedOn = this.generation;
    while (!signal.aborted && !this.resumeRequested) {
      await this.bell.wait(this.options.failedPollMs, signal);
      const active = await readStore.active(this.view.name).catch(() => null);
      if (active && active.generation !== failedOn) break;
    }
  }

  /**
   * After the commit, never before: `notify` is asked for every event that changed a document
   * (with the document as committed), and equal notifications of one batch go out once. The
   * messageId is the commandId of the last event behind the notification, so the client that
   * sent that command can recognise the echo of its own change (spec section 4). A failed
   * publish is logged and the projection goes on.
   */
  private async publish(changed: readonly ChangedDocument[]): Promise<void> {
    const { bus, logger } = this.options;
    if (!bus) return;
    const notify = this.view.notify?.bind(this.view) ?? (() => null);
    const targets = new Map<string, ViewNotification & { messageId: string }>();
    for (const { id, doc, events } of changed) {
      for (const event of events) {
        try {
          for (const target of [notify(event, id, doc) ?? []].flat()) {
            targets.set(`${target.tenant}\u0000${target.topic}\u0000${target.dbId}`, { ...target, messageId: event.metadata.commandId });
          }
        } catch (error) {
          logger.error({ projection: this.view.name, dbId: id, err: error }, 'notify threw; no notification for this change');
        }
      }
    }
    // Read-your-writes waiters in other processes hear of every commit, changed documents or not.
    const sends = [publishCheckpoint(bus, this.view.name, formatCheckpoint(this.checkpoint)), ...[...targets.values()].map((target) => bus.publish(target))];
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') logger.error({ projection: this.view.name, err: result.reason }, 'publishing a notification failed');
    }
  }
}
