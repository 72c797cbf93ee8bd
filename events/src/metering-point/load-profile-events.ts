import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { DecimalString } from '../units/decimal.ts';
import { ForecastHint, SeriesFile, SeriesPeriod, SeriesSummary, Sha256 } from './load-profile-fields.ts';
import { MeteringCode, MeteringDirection } from './metering-point-fields.ts';

/**
 * Load profiles and long-term forecasts of a metering point (issue 11 points 5 and 6), on the
 * point's own stream `meteringPoint-<code>-<direction>`. Values never travel in events: an
 * event names the file in the blob store (sha256) and carries its summary, so a read model
 * rebuild re-reads the file (DESIGN.md "Files").
 *
 * Two kinds of file: an uploaded CSV (`format: 'csv'`, a layout of docs/load-profiles.md, read
 * with `checkLoadProfile(..., { withValues: true })`), and a generated forecast
 * (`format: 'f64le'`: the kW values as little-endian float64, one per `resolution` minutes
 * from `start`).
 */

const strict = { additionalProperties: false } as const;
const key = { code: MeteringCode, direction: MeteringDirection };

/** The historic load profile (measured values) of the point; a later upload replaces it where periods overlap. */
export const LoadProfileUploaded = defineEvent(
  'LoadProfileUploaded',
  Type.Object({ ...key, period: SeriesPeriod, file: SeriesFile, summary: SeriesSummary }, strict),
);

/** The admin's roll-out asked for a forecast of these years; the forecast worker generates it (or records why not). */
export const LongTermForecastRequested = defineEvent(
  'LongTermForecastRequested',
  Type.Object({ ...key, forecastId: Type.String({ format: 'uuid' }), years: Type.Array(Type.Integer({ minimum: 2000, maximum: 2100 }), { minItems: 1 }) }, strict),
);

/**
 * The long-term forecast of delivery years `years` was generated from the history file
 * `basedOn`; it waits for the admin's acceptance (spec section 4). `hints` ask to check special
 * events before accepting.
 */
export const LongTermForecastGenerated = defineEvent(
  'LongTermForecastGenerated',
  Type.Object(
    {
      ...key,
      forecastId: Type.String({ format: 'uuid' }),
      years: Type.Array(Type.Integer({ minimum: 2000, maximum: 2100 }), { minItems: 1 }),
      period: SeriesPeriod,
      file: SeriesFile,
      basedOn: Sha256,
      yearly: Type.Array(Type.Object({ year: Type.Integer(), kwh: DecimalString }, strict)),
      hints: Type.Array(ForecastHint),
    },
    strict,
  ),
);

export const LongTermForecastAccepted = defineEvent('LongTermForecastAccepted', Type.Object({ ...key, forecastId: Type.String({ format: 'uuid' }) }, strict));

/** The admin replaced a generated forecast by an uploaded file (which counts as accepted). */
export const LongTermForecastReplaced = defineEvent(
  'LongTermForecastReplaced',
  Type.Object({ ...key, forecastId: Type.String({ format: 'uuid' }), period: SeriesPeriod, file: SeriesFile, summary: SeriesSummary }, strict),
);

/** A requested roll-out could not be generated for this point (spec section 8: roll-out error); `reason` says why. */
export const LongTermForecastFailed = defineEvent(
  'LongTermForecastFailed',
  Type.Object({ ...key, forecastId: Type.String({ format: 'uuid' }), reason: Type.String({ maxLength: 500 }) }, strict),
);

export const loadProfileEvents = [LoadProfileUploaded, LongTermForecastRequested, LongTermForecastGenerated, LongTermForecastAccepted, LongTermForecastReplaced, LongTermForecastFailed] as const;
export type LoadProfileEvent = EventOf<(typeof loadProfileEvents)[number]>;
