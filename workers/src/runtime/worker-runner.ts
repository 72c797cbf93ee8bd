import type { CommandDefinition } from '@portal/command-api';
import type { EventCatalog, EventStore, RecordedEvent } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { GenerationState, Logger, ReadStore } from '@portal/projections';
import { reactionCommandId } from './command-ids.ts';
import { EventFollower, workerProjectionName, type FollowerWrites, type WorkerState } from './event-follower.ts';
import { historyBefore, reactsTo } from './history-before.ts';
import { runnerPorts, storeFiles } from './reaction-ports.ts';
import type { Effect, ReactionPorts, Reactor, RequestedCommand } from './reactor.ts';
import { sendCommand, waitUntil } from './send-command.ts';
import { TimerSchedule, type Timer } from './timers.ts';

export { workerProjectionName, type WorkerState } from './event-follower.ts';

export interface WorkerRunnerOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly catalog: EventCatalog;
  readonly commands: readonly CommandDefinition[];
  readonly logger: Logger;
  readonly batchSize?: number;
  /** Where reactions read files and the files their commands name go (the forecast, the offer document, the market import). */
  readonly blobStore?: BlobStore;
  /** The time the commands are sent with; a test may fix it. */
  readonly clock?: () => Date;
  /** The side effects reactions may ask for, by type (the mail transport, say). */
  readonly effects?: readonly Effect[];
}

/**
 * One pure reactor on the shared loop: it reads what the reaction asks for as it stood before the
 * event (`historyBefore`), and sends its commands under ids derived from the reactor, the event
 * and each command's key (or index), or under the id the command names, so a replay after a
 * crash appends nothing new. The files a command names are stored before it is sent; a request
 * for an effect runs its port and sends the outcome the port answers; a timer is kept (with the
 * checkpoint) until its time.
 */
export class ReactorFollower extends EventFollower {
  private readonly reactor: Reactor<RequestedCommand>;
  private readonly options: WorkerRunnerOptions;
  private readonly ports: ReactionPorts;
  private readonly timers: TimerSchedule;

  constructor(reactor: Reactor<RequestedCommand>, options: WorkerRunnerOptions) {
    super(reactor.name, { ...options, batchSize: options.batchSize ?? 500 });
    this.reactor = reactor;
    this.options = options;
    this.ports = runnerPorts(options);
    const clock = (): number => (options.clock?.() ?? new Date()).getTime();
    this.timers = new TimerSchedule({
      worker: reactor.name,
      logger: options.logger,
      clock,
      // Sent no earlier than its time: the domain refuses an early end (the offer expiry's decider does).
      send: async ({ type, data, commandId, cause }, now) =>
        (await sendCommand(options, reactor.name, { id: cause.id, metadata: cause }, { type, data, commandId }, new Date(Math.max(now, clock())))).refused,
      fail: (error) => this.fail(error),
    });
  }

  /** The timers this reactor has set, earliest first (for status and tests). */
  pendingTimers(): Timer[] {
    return this.timers.pending();
  }

  override async stop(): Promise<void> {
    await this.timers.stop();
    await super.stop();
  }

  protected override async prepare(generation: GenerationState): Promise<void> {
    const view = workerProjectionName(this.name);
    const loaded: Timer[] = [];
    for (let after: string | undefined; ; ) {
      const page = await this.options.readStore.list<Timer>(view, { limit: 10_000, ...(after === undefined ? {} : { after }) });
      for (const doc of page) {
        // A document without a commandId is one the reactor wrote before the runner kept its timers.
        const timer = 'commandId' in doc ? doc : (this.reactor.restoreTimer?.(doc) ?? null);
        if (timer) loaded.push(timer);
      }
      if (page.length < 10_000) break;
      after = loaded.at(-1)?.key;
    }
    this.timers.load(loaded);
    if (loaded.length > 0) this.options.logger.info({ worker: this.name, pending: loaded.length, generation: generation.generation }, 'timers loaded');
  }

  protected override written(): FollowerWrites {
    return this.timers.written();
  }

  protected handles(event: RecordedEvent): event is RecordedEvent {
    return reactsTo(this.reactor, event);
  }

  protected async process(event: RecordedEvent): Promise<void> {
    const { name } = this.reactor;
    const requests = await this.reactor.react(event, historyBefore(this.options.eventStore, event), this.ports);
    for (const [index, request] of requests.entries()) {
      if (request.notBefore !== undefined && !(await waitUntil(Date.parse(request.notBefore), this.signal))) {
        // Stopped while waiting: thrown, so the checkpoint stays before this event and a restart acts on it.
        throw new Error(`${name} stopped before acting on ${event.id}`);
      }
      if (request.type === 'CancelTimer' && request.key !== undefined) {
        this.timers.drop(request.key);
        continue;
      }
      if (request.at !== undefined) {
        this.setTimer(event, index, { ...request, at: request.at });
        continue;
      }
      const effect = this.options.effects?.find((e) => e.type === request.type);
      const command = effect ? await effect.run(request) : request;
      if (!command) continue;
      const { key, commandId: named, files, type, data } = command;
      if (!this.options.commands.some((c) => c.type === type)) throw new Error(`${name} asked for unknown command ${type}`);
      const derivedKey = request.key ?? key;
      const derived = derivedKey === undefined ? reactionCommandId(name, event.id, index) : reactionCommandId(name, `${event.id}:${derivedKey}`, 0);
      await storeFiles(this.options.blobStore, files ?? []);
      await sendCommand(this.options, name, event, { type, data, commandId: named ?? request.commandId ?? derived }, this.options.clock?.() ?? new Date());
    }
  }

  private setTimer(event: RecordedEvent, index: number, { type, data, key, commandId, at }: RequestedCommand & { at: string }): void {
    if (key === undefined) throw new Error(`${this.name} set a timer for ${type} without a key`);
    if (!this.options.commands.some((c) => c.type === type)) throw new Error(`${this.name} asked for unknown command ${type}`);
    const cause = { id: event.id, correlationId: event.metadata.correlationId, tenant: event.metadata.tenant };
    this.timers.set({ key, at, type, data, commandId: commandId ?? reactionCommandId(this.name, `${event.id}:${key}`, index), cause });
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
