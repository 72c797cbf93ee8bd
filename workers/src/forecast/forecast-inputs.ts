import type { LoadProfileEvent, LoadProfileLimits, MeteringAddress, MeteringPointEvent, PlatformConfigLists, SeriesFile, SeriesPeriod } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes } from '@portal/events/load-profile';
import { quarterHoursOfHours, type MarketZone, type QuarterHourValues } from '@portal/events/units';

/**
 * A reason the forecast cannot be generated that the admin can act on (upload a longer history,
 * fix the address): the worker records it as LongTermForecastFailed instead of stopping.
 */
export class ForecastFailure extends Error {}

/** What the worker needs of a point to generate one requested forecast. */
export interface ForecastSubject {
  /** Still REQUESTED: neither generated, failed, accepted nor replaced (a replay finds it done). */
  readonly pending: boolean;
  readonly years: readonly number[];
  /** The latest history uploaded before the request (the request's own view of the point). */
  readonly history: { readonly period: SeriesPeriod; readonly file: SeriesFile } | null;
  /** The current declared yearly quantity, which every delivery year is scaled to. */
  readonly yearlyQuantityKwh: string | null;
  readonly address: MeteringAddress | null;
}

/**
 * Reads a point's stream for the forecast `forecastId`: its years, whether it still waits, the
 * history it is to be generated from, the point's yearly quantity and address.
 *
 * @example
 * const subject = forecastSubject(await eventStore.readStream(meteringPointStream(code, 'CONS')), forecastId);
 * if (subject.pending) generate(subject.history, subject.years);
 */
export function forecastSubject(events: readonly (MeteringPointEvent | LoadProfileEvent)[], forecastId: string): ForecastSubject {
  let history: ForecastSubject['history'] = null;
  let requestedHistory: ForecastSubject['history'] = null;
  let years: readonly number[] = [];
  let pending = false;
  let yearlyQuantityKwh: string | null = null;
  let address: MeteringAddress | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'MeteringPointRegistered':
        ({ yearlyQuantityKwh, address } = event.data);
        break;
      case 'MeteringPointYearlyQuantityChanged':
        yearlyQuantityKwh = event.data.yearlyQuantityKwh;
        break;
      case 'MeteringPointAddressChanged':
        address = event.data.address;
        break;
      case 'LoadProfileUploaded':
        history = { period: event.data.period, file: event.data.file };
        break;
      case 'LongTermForecastRequested':
        if (event.data.forecastId === forecastId) {
          years = event.data.years;
          pending = true;
          requestedHistory = history;
        }
        break;
      case 'LongTermForecastGenerated':
      case 'LongTermForecastFailed':
      case 'LongTermForecastAccepted':
      case 'LongTermForecastReplaced':
        if (event.data.forecastId === forecastId) pending = false;
        break;
      default:
        break;
    }
  }
  return { pending, years, history: requestedHistory, yearlyQuantityKwh, address };
}

/** The country's zone from `countryInfoAll`, if it is a market zone the generator knows. */
export function zoneOfCountry(config: Pick<PlatformConfigLists, 'countryInfoAll'>, country: string): MarketZone {
  const zone = config.countryInfoAll.find((c) => c.country === country)?.timeZone;
  if (zone === 'Europe/Zurich' || zone === 'Europe/Berlin') return zone;
  throw new ForecastFailure(`the platform configuration gives country ${country} the time zone ${zone ?? '(none)'}, not a market zone (Europe/Zurich, Europe/Berlin)`);
}

// The history was judged by the limits of its upload; reading it back must not refuse it
// because the admin tightened a limit since. These limits let every stored value through.
const readingLimits: LoadProfileLimits = { maxKw: 2_000_000, thresholdKw: 0, minShareAboveThresholdPercent: 0, kwStep: 0.000001, minSumKwhForOrders: 0 };

/**
 * The values of a stored history file as a quarter-hour series in kW. A CSV is read with
 * `checkLoadProfile(..., { withValues: true })` as its own direction's file, else as a BOTH file
 * (one upload of consumption and production names the same file on both streams); hourly values
 * hold for each of the hour's four quarter hours.
 */
export function historySeries(bytes: Uint8Array, history: NonNullable<ForecastSubject['history']>): QuarterHourValues<'kW'> {
  const { period, file } = history;
  if (file.format !== 'csv') throw new ForecastFailure(`the history file ${file.hash} is not a CSV upload`);
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) throw new ForecastFailure(`the history file cannot be read: ${decoded.problem.message}`);
  for (const directions of [file.column, 'BOTH'] as const) {
    const check = checkLoadProfile(decoded.text, { from: period.from, to: period.to, resolution: period.resolution, directions, timeZone: period.timeZone, withValues: true }, readingLimits);
    const series = check.values?.[file.column];
    if (check.valid && series) return quarterHoursOfHours(series);
  }
  throw new ForecastFailure(`the history file no longer reads as a load profile of ${period.from} to ${period.to}`);
}

/** The forecast's file: kW as little-endian float64, one per quarter hour, the years one after the other. */
export function f64le(years: readonly QuarterHourValues<'kW'>[]): Uint8Array {
  const count = years.reduce((n, y) => n + y.values.length, 0);
  const bytes = new Uint8Array(count * 8);
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (const { values } of years) {
    for (const kw of values) {
      view.setFloat64(offset, kw, true);
      offset += 8;
    }
  }
  return bytes;
}
