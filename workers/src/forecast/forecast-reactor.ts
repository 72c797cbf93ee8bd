import type { CommandDefinition } from '@portal/command-api';
import { DomainError, type EventCatalog, type EventStore, type LoadProfileEvent, type RecordedEvent, type RecordLongTermForecast } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { workerProjectionName, type WorkerState } from '../runtime/worker-runner.ts';
import { ForecastFailure } from './forecast-inputs.ts';
import { forecastGeneratorName, forecastOutcomeCommandId, generateRequestedForecast } from './generate-requested.ts';

export interface ForecastGeneratorOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly catalog: EventCatalog;
  /** Must hold RecordLongTermForecast and RecordLongTermForecastFailure (allCommands does). */
  readonly commands: readonly CommandDefinition[];
  /** Where the history files are and the generated forecasts go. */
  readonly blobStore: BlobStore;
  readonly logger: Logger;
}

type Outcome = { type: 'RecordLongTermForecast'; data: RecordLongTermForecast } | { type: 'RecordLongTermForecastFailure'; data: { code: string; direction: 'CONS' | 'PROD'; forecastId: string; reason: string } };

/**
 * The forecast worker (issue 11 point 6). Not a Reactor: it reads files and writes one, so it
 * cannot be a pure `react(event) -> commands`. Like the mail sender it follows the log (checkpoint
 * `worker-forecast-generator`), and on each LongTermForecastRequested it reads the point's
 * history from the blob store, generates the requested years scaled to the point's yearly
 * quantity, stores the values as an `f64le` blob and sends RecordLongTermForecast, or
 * RecordLongTermForecastFailure with a reason the admin can act on.
 *
 * Idempotent: a forecast no longer REQUESTED is skipped, and the outcome's commandId is derived
 * from the forecastId, so a replay after a crash records nothing twice (the blob is content
 * addressed, so storing it again changes nothing either).
 */
export class ForecastGenerator {
  private readonly options: ForecastGeneratorOptions;
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private state: WorkerState = 'stopped';

  constructor(options: ForecastGeneratorOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    const generation = await this.options.readStore.ensureView({ name: workerProjectionName(forecastGeneratorName) });
    this.state = 'running';
    this.loop = this.run(generation.generation, generation.checkpoint);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
    if (this.state === 'running') this.state = 'stopped';
  }

  status(): { name: string; state: WorkerState } {
    return { name: forecastGeneratorName, state: this.state };
  }

  private async run(generation: number, start: RecordedEvent['checkpoint']): Promise<void> {
    const { eventStore, readStore, logger } = this.options;
    let from = start;
    try {
      for await (const batch of eventStore.subscribe({ after: from, signal: this.controller.signal, maxCount: 100 })) {
        for (const event of batch) if (event.type === 'LongTermForecastRequested') await this.process(event);
        const to = batch.at(-1)?.checkpoint ?? from;
        await readStore.commit(workerProjectionName(forecastGeneratorName), generation, { from, to, upserts: [], deletes: [] });
        from = to;
      }
    } catch (error) {
      if (this.controller.signal.aborted) return;
      this.state = 'failed';
      logger.error({ err: error, worker: forecastGeneratorName }, 'forecast generator stopped');
    }
  }

  private async process(event: RecordedEvent): Promise<void> {
    const { code, direction, forecastId } = (event as unknown as Extract<LoadProfileEvent, { type: 'LongTermForecastRequested' }>).data;
    let outcome: Outcome;
    try {
      const generated = await generateRequestedForecast(this.options, { code, direction, forecastId });
      if (!generated) return;
      outcome = { type: 'RecordLongTermForecast', data: generated };
    } catch (error) {
      // A file or a rule the admin can fix is the forecast's outcome; anything else (the database) stops the worker.
      if (!(error instanceof ForecastFailure || error instanceof RangeError)) throw error;
      const reason = error.message.slice(0, 500) || 'the forecast could not be generated';
      this.options.logger.warn({ worker: forecastGeneratorName, forecastId, code, direction, reason }, 'forecast not generated');
      outcome = { type: 'RecordLongTermForecastFailure', data: { code, direction, forecastId, reason } };
    }
    await this.record(event, forecastId, outcome);
  }

  private async record(event: RecordedEvent, forecastId: string, outcome: Outcome): Promise<void> {
    const definition = this.options.commands.find((c) => c.type === outcome.type);
    if (!definition) throw new Error(`the forecast generator needs the command ${outcome.type}`);
    try {
      await definition.run({ eventStore: this.options.eventStore, catalog: this.options.catalog }, outcome.data, {
        // One outcome per forecast: success and failure share the commandId.
        commandId: forecastOutcomeCommandId(forecastId),
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        actor: { userId: `worker:${forecastGeneratorName}`, role: 'system' },
        tenant: event.metadata.tenant,
        now: new Date(),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.options.logger.warn({ worker: forecastGeneratorName, event: event.id, command: outcome.type, code: error.code }, 'command refused');
    }
  }
}
