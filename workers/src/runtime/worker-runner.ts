import type { CommandDefinition } from '@portal/command-api';
import { DomainError, type EventCatalog, type EventStore, type RecordedEvent } from '@portal/events';
import type { Logger, ReadStore } from '@portal/projections';
import { reactionCommandId } from './command-ids.ts';
import type { Reactor, RequestedCommand } from './reactor.ts';

export interface WorkerRunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly catalog: EventCatalog;
  readonly commands: readonly CommandDefinition[];
  readonly logger: Logger;
  readonly batchSize?: number;
}

export type WorkerState = 'running' | 'failed' | 'stopped';

/** Where a worker's checkpoint lives: beside the projections, so status and lag show it too. */
export const workerProjectionName = (reactor: string): string => `worker-${reactor}`;

/**
 * Runs reactors: each follows the log from its checkpoint, sends the commands its events ask
 * for, then moves its checkpoint. At-least-once delivery plus derived commandIds gives
 * exactly-once effects. A command the domain refuses is logged and skipped (the refusal is the
 * outcome); any other error stops that worker with the failing event in its status.
 */
export class WorkerRunner {
  private readonly options: WorkerRunnerOptions;
  private readonly reactors: Reactor<RequestedCommand>[] = [];
  private readonly states = new Map<string, WorkerState>();
  private readonly controller = new AbortController();
  private readonly loops: Promise<void>[] = [];

  constructor(options: WorkerRunnerOptions) {
    this.options = options;
  }

  register(...reactors: Reactor<RequestedCommand>[]): this {
    this.reactors.push(...reactors);
    return this;
  }

  async start(): Promise<void> {
    for (const reactor of this.reactors) {
      const generation = await this.options.readStore.ensureView({ name: workerProjectionName(reactor.name) });
      this.states.set(reactor.name, 'running');
      this.loops.push(this.run(reactor, generation.generation, generation.checkpoint));
    }
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.loops);
    for (const name of this.states.keys()) if (this.states.get(name) === 'running') this.states.set(name, 'stopped');
  }

  status(): { name: string; state: WorkerState }[] {
    return [...this.states].map(([name, state]) => ({ name, state }));
  }

  private async run(reactor: Reactor<RequestedCommand>, generation: number, start: RecordedEvent['checkpoint']): Promise<void> {
    const { eventStore, readStore, logger } = this.options;
    const handles = new Set(reactor.handles);
    let from = start;
    try {
      for await (const batch of eventStore.subscribe({ after: from, signal: this.controller.signal, maxCount: this.options.batchSize ?? 500 })) {
        for (const event of batch) if (handles.has(event.type)) await this.react(reactor, event);
        const to = batch.at(-1)?.checkpoint ?? from;
        await readStore.commit(workerProjectionName(reactor.name), generation, { from, to, upserts: [], deletes: [] });
        from = to;
      }
    } catch (error) {
      if (this.controller.signal.aborted) return;
      this.states.set(reactor.name, 'failed');
      logger.error({ err: error, worker: reactor.name }, 'worker stopped');
    }
  }

  private async react(reactor: Reactor<RequestedCommand>, event: RecordedEvent): Promise<void> {
    const requested = reactor.react(event);
    for (const [index, command] of requested.entries()) {
      const definition = this.options.commands.find((c) => c.type === command.type);
      if (!definition) throw new Error(`${reactor.name} asked for unknown command ${command.type}`);
      const commandId = reactionCommandId(reactor.name, event.id, index);
      try {
        await definition.run({ eventStore: this.options.eventStore, catalog: this.options.catalog }, command.data, {
          commandId,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
          actor: { userId: `worker:${reactor.name}`, role: 'system' },
          tenant: event.metadata.tenant,
          now: new Date(),
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.options.logger.warn({ worker: reactor.name, event: event.id, command: command.type, code: error.code }, 'command refused');
      }
    }
  }
}
