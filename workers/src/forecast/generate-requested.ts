import { platformConfigDecider } from '@portal/command-api';
import {
  fold,
  meteringPointStream,
  platformConfigStream,
  type EventStore,
  type MeteringDirection,
  type RecordLongTermForecast,
} from '@portal/events';
import type { BlobStore } from '@portal/platform';
import { reactionCommandId } from '../runtime/command-ids.ts';
import { outgoingFile, storeFiles, type OutgoingFile } from '../runtime/reaction-ports.ts';
import type { CurrentStream, ReactionPorts } from '../runtime/reactor.ts';
import { f64le, ForecastFailure, forecastSubject, historySeries, zoneOfCountry } from './forecast-inputs.ts';
import { generateForecast } from './generate-forecast.ts';

export const forecastGeneratorName = 'forecast-generator';

/** The commandId of a forecast's outcome: success and failure share it, so a forecast is recorded once whoever generates it. */
export const forecastOutcomeCommandId = (forecastId: string): string => reactionCommandId(forecastGeneratorName, forecastId, 0);

export interface RequestedForecast {
  readonly code: string;
  readonly direction: MeteringDirection;
  readonly forecastId: string;
}

/** What generating a forecast reads: the streams as they stand now and the blob store's files. */
export interface ForecastReads {
  readonly current: CurrentStream;
  readonly file: ReactionPorts['file'];
}

/**
 * Generates a REQUESTED forecast as the forecast reaction does: reads the point's stream, the
 * platform configuration and the history file, generates the years scaled to the point's yearly
 * quantity and gives the values as an `f64le` file to store. Returns RecordLongTermForecast's
 * data with that file, or null when the forecast is no longer REQUESTED. A file or a rule the
 * admin can fix throws ForecastFailure or RangeError (the forecast's failure); anything else is
 * the store's.
 */
export async function requestedForecast(reads: ForecastReads, requested: RequestedForecast): Promise<{ readonly data: RecordLongTermForecast; readonly file: OutgoingFile } | null> {
  const { code, direction, forecastId } = requested;
  const subject = forecastSubject(await reads.current(meteringPointStream(code, direction)), forecastId);
  if (!subject.pending) return null;
  const { history, address, yearlyQuantityKwh, years } = subject;
  if (!address || !yearlyQuantityKwh) throw new ForecastFailure(`metering point ${code} (${direction}) is not registered`);
  if (!history) throw new ForecastFailure(`metering point ${code} (${direction}) has no historic load profile; upload one of at least 365 days`);
  const config = fold(platformConfigDecider, await reads.current(platformConfigStream));
  if (config.status !== 'seeded') throw new Error('the platform configuration has not been seeded yet');
  const zone = zoneOfCountry(config.lists, address.country);
  const bytes = await reads.file(history.file.hash);
  if (!bytes) throw new ForecastFailure(`the historic load profile ${history.file.hash} is missing from the file store`);
  const forecast = generateForecast({
    history: historySeries(bytes, history),
    zone,
    region: { country: address.country, state: address.countryState },
    years,
    yearlyKwh: yearlyQuantityKwh,
  });
  const file = outgoingFile(f64le(forecast.years), 'application/octet-stream');
  const first = years[0];
  const last = years.at(-1);
  const data: RecordLongTermForecast = {
    code,
    direction,
    forecastId,
    period: { from: `${first}-01-01`, to: `${last}-12-31`, timeZone: zone, resolution: 15 },
    file: { hash: file.hash, format: 'f64le', column: direction },
    basedOn: history.file.hash,
    yearly: forecast.years.map((y) => ({ year: y.year, kwh: y.kwh })),
    hints: forecast.hints.map((h) => ({ day: h.day, kwh: h.kwh, expectedKwh: h.expectedKwh, deviationPercent: h.deviationPercent })),
  };
  return { data, file };
}

/**
 * `requestedForecast` with the file stored, for the demo seed (deploy/demo/demo-offers.ts),
 * which records forecasts before the worker runs.
 */
export async function generateRequestedForecast(deps: { readonly eventStore: EventStore; readonly blobStore: BlobStore }, requested: RequestedForecast): Promise<RecordLongTermForecast | null> {
  const reads: ForecastReads = {
    current: (stream) => deps.eventStore.readStream(stream),
    file: async (hash) => (await deps.blobStore.get(hash))?.bytes ?? null,
  };
  const generated = await requestedForecast(reads, requested);
  if (!generated) return null;
  await storeFiles(deps.blobStore, [generated.file]);
  return generated.data;
}
