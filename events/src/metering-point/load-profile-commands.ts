import Type from 'typebox';
import { MarketZone } from '../units/market-zone.ts';
import { LocalDate, MeteringCode, MeteringDirection, Sha256 } from './metering-point-fields.ts';

/** The commands of load profiles and forecasts: pure schemas (`@portal/events/commands`). */

const strict = { additionalProperties: false } as const;
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });

/**
 * The file (already in the blob store through `POST /api/uploads`) is the point's historic load
 * profile for local days `from`..`to`. `directions: 'BOTH'` takes a four-column file and records
 * it on the code's CONS and PROD points. The command runs `checkLoadProfile` on the file: any
 * finding refuses it with the findings, nothing stored.
 */
export const UploadLoadProfile = Type.Object(
  {
    code: MeteringCode,
    directions: Type.Union([Type.Literal('CONS'), Type.Literal('PROD'), Type.Literal('BOTH')]),
    from: LocalDate,
    to: LocalDate,
    resolution: Type.Union([Type.Literal(15), Type.Literal(60)]),
    timeZone: Type.Optional(MarketZone),
    file: Sha256,
  },
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
    from: LocalDate,
    to: LocalDate,
    resolution: Type.Union([Type.Literal(15), Type.Literal(60)]),
    timeZone: Type.Optional(MarketZone),
    file: Sha256,
  },
  strict,
);
export type ReplaceLongTermForecast = Type.Static<typeof ReplaceLongTermForecast>;
