import { platformConfigDecider, type CommandDefinition } from '@portal/command-api';
import {
  fold,
  meteringPointStream,
  platformConfigStream,
  type EventCatalog,
  type EventStore,
  type LoadProfileEvent,
  type MeteringPointEvent,
  type PlatformConfigEvent,
  type RecordedEvent,
  type RecordLongTermForecast,
} from '@portal/events';
import type { BlobStore } from '@portal/platform';
import type { Logger, ReadStore } from '@portal/projections';
import { reactionCommandId } from '../runtime/command-ids.ts';
import { EventFollower } from '../runtime/event-follower.ts';
import { sendCommand } from '../runtime/send-command.ts';
import { forecastSubject, f64le, ForecastFailure, historySeries, zoneOfCountry } from './forecast-inputs.ts';
import { generateForecast } from './generate-forecast.ts';

export const forecastGeneratorName = 'forecast-generator';

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
export class ForecastGenerator extends EventFollower {
  private readonly options: ForecastGeneratorOptions;

  constructor(options: ForecastGeneratorOptions) {
    super(forecastGeneratorName, options);
    this.options = options;
  }

  protected handles(event: RecordedEvent): boolean {
    return event.type === 'LongTermForecastRequested';
  }

  protected async process(event: RecordedEvent): Promise<void> {
    const { code, direction, forecastId } = (event as unknown as Extract<LoadProfileEvent, { type: 'LongTermForecastRequested' }>).data;
    const events = (await this.options.eventStore.readStream(meteringPointStream(code, direction))) as unknown as (MeteringPointEvent | LoadProfileEvent)[];
    const subject = forecastSubject(events, forecastId);
    if (!subject.pending) return;
    let outcome: Outcome;
    try {
      outcome = { type: 'RecordLongTermForecast', data: await this.generate(code, direction, forecastId, subject) };
    } catch (error) {
      // A file or a rule the admin can fix is the forecast's outcome; anything else (the database) stops the worker.
      if (!(error instanceof ForecastFailure || error instanceof RangeError)) throw error;
      const reason = error.message.slice(0, 500) || 'the forecast could not be generated';
      this.options.logger.warn({ worker: forecastGeneratorName, forecastId, code, direction, reason }, 'forecast not generated');
      outcome = { type: 'RecordLongTermForecastFailure', data: { code, direction, forecastId, reason } };
    }
    await this.record(event, forecastId, outcome);
  }

  private async generate(code: string, direction: 'CONS' | 'PROD', forecastId: string, subject: ReturnType<typeof forecastSubject>): Promise<RecordLongTermForecast> {
    const { history, address, yearlyQuantityKwh, years } = subject;
    if (!address || !yearlyQuantityKwh) throw new ForecastFailure(`metering point ${code} (${direction}) is not registered`);
    if (!history) throw new ForecastFailure(`metering point ${code} (${direction}) has no historic load profile; upload one of at least 365 days`);
    const config = fold(platformConfigDecider, (await this.options.eventStore.readStream(platformConfigStream)) as unknown as PlatformConfigEvent[]);
    if (config.status !== 'seeded') throw new Error('the platform configuration has not been seeded yet');
    const zone = zoneOfCountry(config.lists, address.country);
    const blob = await this.options.blobStore.get(history.file.hash);
    if (!blob) throw new ForecastFailure(`the historic load profile ${history.file.hash} is missing from the file store`);
    const forecast = generateForecast({
      history: historySeries(blob.bytes, history),
      zone,
      region: { country: address.country, state: address.countryState },
      years,
      yearlyKwh: yearlyQuantityKwh,
    });
    const stored = await this.options.blobStore.put(f64le(forecast.years), 'application/octet-stream');
    const first = years[0];
    const last = years.at(-1);
    return {
      code,
      direction,
      forecastId,
      period: { from: `${first}-01-01`, to: `${last}-12-31`, timeZone: zone, resolution: 15 },
      file: { hash: stored.hash, format: 'f64le', column: direction },
      basedOn: history.file.hash,
      yearly: forecast.years.map((y) => ({ year: y.year, kwh: y.kwh })),
      hints: forecast.hints.map((h) => ({ day: h.day, kwh: h.kwh, expectedKwh: h.expectedKwh, deviationPercent: h.deviationPercent })),
    };
  }

  private async record(event: RecordedEvent, forecastId: string, outcome: Outcome): Promise<void> {
    // One outcome per forecast: success and failure share the commandId.
    await sendCommand(this.options, forecastGeneratorName, event, { ...outcome, commandId: reactionCommandId(forecastGeneratorName, forecastId, 0) });
  }
}
