import type { Bus, EventStore } from '@portal/events';
import { checkViewNames } from '../store/naming.ts';
import type { ReadStore } from '../store/read-store.ts';
import { silentLogger, type Logger } from './logger.ts';
import { ProjectionRunner, type ProjectionStatus } from './projection-runner.ts';
import { rebuild, type RebuildOptions, type RebuildResult } from './rebuild.ts';
import type { AnyView } from './view.ts';

export interface ProjectionEngineOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  /** Where changed documents are announced after each commit; none means no notifications. */
  readonly bus?: Bus;
  /** pino-compatible; silent when omitted. */
  readonly logger?: Logger;
  /** Events per batch and transaction (default 1000). */
  readonly batchSize?: number;
  /** How often a failed projection checks for a new generation (default 5000 ms). */
  readonly failedPollMs?: number;
}

/**
 * Runs every registered view in its own loop: catch up from its checkpoint, then follow the log
 * live; each batch's documents and checkpoint are written in one transaction, notifications are
 * published after it commits. A view that throws stops alone, with the failing event in `status()`.
 *
 * @example
 * const engine = new ProjectionEngine({ eventStore, readStore, bus, logger }).register(platformConfigView);
 * await engine.start();
 * // ... on shutdown
 * await engine.stop();
 */
export class ProjectionEngine {
  private readonly options: ProjectionEngineOptions;
  private readonly runners = new Map<string, ProjectionRunner>();

  constructor(options: ProjectionEngineOptions) {
    this.options = options;
  }

  register(...views: AnyView[]): this {
    checkViewNames([...this.runners.keys(), ...views.map((v) => v.name)]);
    for (const view of views) {
      if (this.runners.has(view.name)) throw new Error(`view ${view.name} is registered twice`);
      this.runners.set(
        view.name,
        new ProjectionRunner(view, {
          eventStore: this.options.eventStore,
          readStore: this.options.readStore,
          bus: this.options.bus,
          logger: this.options.logger ?? silentLogger,
          batchSize: this.options.batchSize ?? 1000,
          failedPollMs: this.options.failedPollMs ?? 5000,
        }),
      );
    }
    return this;
  }

  get views(): AnyView[] {
    return [...this.runners.values()].map((r) => r.view);
  }

  /** Starts every projection (or resumes failed ones); resolves once each knows its generation. */
  async start(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.start()));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.stop()));
  }

  status(): ProjectionStatus[] {
    return [...this.runners.values()].map((r) => r.status());
  }

  /**
   * Rebuilds one projection beside its live generation and switches over; the running loop then
   * continues on the new generation (and a failed one is resumed there).
   */
  async rebuild(name: string, options: Pick<RebuildOptions, 'onProgress' | 'signal' | 'batchSize'> = {}): Promise<RebuildResult> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`no view named ${name} is registered`);
    runner.rebuilding = true;
    try {
      const result = await rebuild({ ...options, eventStore: this.options.eventStore, readStore: this.options.readStore, view: runner.view, logger: this.options.logger });
      await runner.resume();
      return result;
    } finally {
      runner.rebuilding = false;
    }
  }
}
