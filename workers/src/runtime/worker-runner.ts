import type { CommandDefinition } from '@portal/command-api';
import type { EventCatalog, EventStore, RecordedEvent } from '@portal/events';
import type { Logger, ReadStore } from '@portal/projections';
import { reactionCommandId } from './command-ids.ts';
import { EventFollower, type WorkerState } from './event-follower.ts';
import type { Reactor, RequestedCommand } from './reactor.ts';
import { sendCommand } from './send-command.ts';

export { workerProjectionName, type WorkerState } from './event-follower.ts';

export interface WorkerRunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly catalog: EventCatalog;
  readonly commands: readonly CommandDefinition[];
  readonly logger: Logger;
  readonly batchSize?: number;
}

/** One pure reactor on the shared loop: its commands go out under ids derived from (reactor, event, index). */
class ReactorFollower extends EventFollower {
  private readonly reactor: Reactor<RequestedCommand>;
  private readonly types: ReadonlySet<string>;
  private readonly options: WorkerRunnerOptions;

  constructor(reactor: Reactor<RequestedCommand>, options: WorkerRunnerOptions) {
    super(reactor.name, { ...options, batchSize: options.batchSize ?? 500 });
    this.reactor = reactor;
    this.types = new Set(reactor.handles);
    this.options = options;
  }

  protected handles(event: RecordedEvent): event is RecordedEvent {
    return this.types.has(event.type);
  }

  protected async process(event: RecordedEvent): Promise<void> {
    for (const [index, command] of this.reactor.react(event).entries()) {
      if (!this.options.commands.some((c) => c.type === command.type)) throw new Error(`${this.reactor.name} asked for unknown command ${command.type}`);
      await sendCommand(this.options, this.reactor.name, event, { ...command, commandId: reactionCommandId(this.reactor.name, event.id, index) });
    }
  }
}

/**
 * Runs reactors: each follows the log from its checkpoint (EventFollower), sends the commands its
 * events ask for, then moves its checkpoint. At-least-once delivery plus derived commandIds gives
 * exactly-once effects. A command the domain refuses is logged and skipped (the refusal is the
 * outcome); any other error stops that worker with the failing event in its status.
 */
export class WorkerRunner {
  private readonly options: WorkerRunnerOptions;
  private readonly followers: ReactorFollower[] = [];

  constructor(options: WorkerRunnerOptions) {
    this.options = options;
  }

  register(...reactors: Reactor<RequestedCommand>[]): this {
    this.followers.push(...reactors.map((r) => new ReactorFollower(r, this.options)));
    return this;
  }

  async start(): Promise<void> {
    for (const follower of this.followers) await follower.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.followers.map((f) => f.stop()));
  }

  status(): { name: string; state: WorkerState }[] {
    return this.followers.map((f) => f.status());
  }
}
