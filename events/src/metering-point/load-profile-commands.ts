import Type from 'typebox';
import { DecimalString, MarketZone } from '../units/unit-schemas.ts';
import { ForecastHint, SeriesFile, SeriesPeriod, Sha256 } from './load-profile-fields.ts';
import { LocalDate, MeteringCode, MeteringDirection } from './metering-point-fields.ts';

/** The commands of load profiles and forecasts: pure schemas (`@portal/events/commands`). */

const strict = { additionalProperties: false } as const;
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });

/**
 * A profile file in the blob store (`POST /api/uploads`) and what it must hold: the local days
 * `from`..`to` (both included) every `resolution` minutes, in `timeZone` (default: the point's
 * market zone).
 */
const uploadedFile = {
  from: LocalDate,
  to: LocalDate,
  resolution: Type.Union([Type.Literal(15), Type.Literal(60)]),
  timeZone: Type.Optional(MarketZone),
  file: Sha256,
};

/**
 * The file (already in the blob store through `POST /api/uploads`) is the point's historic load
 * profile for local days `from`..`to`. `directions: 'BOTH'` takes a four-column file and records
 * it on the code's CONS and PROD points. The command runs `checkLoadProfile` on the file: any
 * finding refuses it with the findings, nothing stored.
 */
export const UploadLoadProfile = Type.Object(
  { code: MeteringCode, directions: Type.Union([Type.Literal('CONS'), Type.Literal('PROD'), Type.Literal('BOTH')]), ...uploadedFile },
  strict,
);
export type UploadLoadProfile = Type.Static<typeof UploadLoadProfile>;

/** Admin roll-out tool (portfolio-management/tools): forecasts for years `fromYear`..`toYear` of the given points. */
export const RequestForecastRollout = Type.Object(
  {
    points: Type.Array(Type.Object({ code: MeteringCode, direction: MeteringDirection }, strict), { minItems: 1, maxItems: 1000 }),
    fromYear: Year,
    toYear: Year,
  },
  strict,
);
export type RequestForecastRollout = Type.Static<typeof RequestForecastRollout>;

export const AcceptLongTermForecast = Type.Object({ code: MeteringCode, direction: MeteringDirection, forecastId: Type.String({ format: 'uuid' }) }, strict);
export type AcceptLongTermForecast = Type.Static<typeof AcceptLongTermForecast>;

/** Replace a generated forecast by an uploaded file (checked like a load profile upload). */
export const ReplaceLongTermForecast = Type.Object(
  {
    code: MeteringCode,
    direction: MeteringDirection,
    forecastId: Type.String({ format: 'uuid' }),
    ...uploadedFile,
  },
  strict,
);
export type ReplaceLongTermForecast = Type.Static<typeof ReplaceLongTermForecast>;

/**
 * The forecast worker stores a generated forecast (internal, system role): the values are the
 * blob `file` (`f64le`, from 1 January of the first year to 31 December of the last, the point's
 * zone, resolution 15), generated from the history file `basedOn`. Only a REQUESTED forecast
 * takes it; the years are the request's.
 *
 * @example
 * { code: 'CH1012340800100000000000000000001', direction: 'CONS', forecastId,
 *   period: { from: '2027-01-01', to: '2028-12-31', timeZone: 'Europe/Zurich', resolution: 15 },
 *   file: { hash, format: 'f64le', column: 'CONS' }, basedOn: historyHash,
 *   yearly: [{ year: 2027, kwh: '120000.000' }, { year: 2028, kwh: '120000.000' }], hints: [] }
 */
export const RecordLongTermForecast = Type.Object(
  {
    code: MeteringCode,
    direction: MeteringDirection,
    forecastId: Type.String({ format: 'uuid' }),
    period: SeriesPeriod,
    file: SeriesFile,
    basedOn: Sha256,
    yearly: Type.Array(Type.Object({ year: Type.Integer(), kwh: DecimalString }, strict)),
    hints: Type.Array(ForecastHint),
  },
  strict,
);
export type RecordLongTermForecast = Type.Static<typeof RecordLongTermForecast>;

/** The forecast worker could not generate a REQUESTED forecast (internal, system role); `reason` is for the admin. */
export const RecordLongTermForecastFailure = Type.Object(
  { code: MeteringCode, direction: MeteringDirection, forecastId: Type.String({ format: 'uuid' }), reason: Type.String({ minLength: 1, maxLength: 500 }) },
  strict,
);
export type RecordLongTermForecastFailure = Type.Static<typeof RecordLongTermForecastFailure>;

/** The commands of this module by type, for `commandSchemas` (command-schemas.ts). */
export const loadProfileCommandSchemas = { RequestForecastRollout, RecordLongTermForecast, RecordLongTermForecastFailure, AcceptLongTermForecast, ReplaceLongTermForecast, UploadLoadProfile } as const;
