import type { CommandDefinition } from '@portal/command-api';
import { isEventOf, LongTermForecastRequested, type EventCatalog, type EventOf, type EventStore, type Recorded, type RecordedEvent, type RecordLongTermForecast } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { EventFollower } from '../runtime/event-follower.ts';
import { sendCommand } from '../runtime/send-command.ts';
import { ForecastFailure } from './forecast-inputs.ts';
import { forecastGeneratorName, forecastOutcomeCommandId, generateRequestedForecast } from './generate-requested.ts';

export { forecastGeneratorName };

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

type Requested = EventOf<typeof LongTermForecastRequested>;
const isRequested = isEventOf([LongTermForecastRequested]);

/**
 * The forecast worker (issue 11 point 6). Not a Reactor: it reads files and writes one, so it
 * cannot be a pure `react(event) -> commands`. An EventFollower like the mail sender (checkpoint
 * `worker-forecast-generator`), and on each LongTermForecastRequested it reads the point's
 * history from the blob store, generates the requested years scaled to the point's yearly
 * quantity, stores the values as an `f64le` blob and sends RecordLongTermForecast, or
 * RecordLongTermForecastFailure with a reason the admin can act on.
 *
 * Idempotent: a forecast no longer REQUESTED is skipped, and the outcome's commandId is derived
 * from the forecastId, so a replay after a crash records nothing twice (the blob is content
 * addressed, so storing it again changes nothing either).
 */
export class ForecastGenerator extends EventFollower<Requested> {
  private readonly options: ForecastGeneratorOptions;

  constructor(options: ForecastGeneratorOptions) {
    super(forecastGeneratorName, options);
    this.options = options;
  }

  protected handles(event: RecordedEvent): event is Recorded<Requested> {
    return isRequested(event);
  }

  protected async process(event: Recorded<Requested>): Promise<void> {
    const { code, direction, forecastId } = event.data;
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
    // One outcome per forecast: success and failure share the commandId.
    await sendCommand(this.options, forecastGeneratorName, event, { ...outcome, commandId: forecastOutcomeCommandId(forecastId) });
  }
}
