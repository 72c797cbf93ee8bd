import Type from 'typebox';
import { DecimalString, MarketZone } from '../units/unit-schemas.ts';
import { LocalDate, Sha256 } from './metering-point-fields.ts';

/** Field schemas of load profile and forecast events: browser-safe (TypeBox only), for the read contracts and the UI. */

const strict = { additionalProperties: false } as const;

export { Sha256 };
export const SeriesSummary = Type.Object({ kwh: DecimalString, maxKw: DecimalString }, strict);
export type SeriesSummary = Type.Static<typeof SeriesSummary>;

/** Where a file's values lie: local days `from`..`to` (both included) of `timeZone`, every `resolution` minutes. */
export const SeriesPeriod = Type.Object(
  { from: LocalDate, to: LocalDate, timeZone: MarketZone, resolution: Type.Union([Type.Literal(15), Type.Literal(60)]) },
  strict,
);
export type SeriesPeriod = Type.Static<typeof SeriesPeriod>;

export const SeriesFile = Type.Object(
  {
    hash: Sha256,
    format: Type.Union([Type.Literal('csv'), Type.Literal('f64le')]),
    /** For BOTH files (`from;to;kW_CONS;kW_PROD`): which value column is this stream's. */
    column: Type.Union([Type.Literal('CONS'), Type.Literal('PROD')]),
  },
  strict,
);
export type SeriesFile = Type.Static<typeof SeriesFile>;

/** A special event found in the history: a day far from similar days (workers/src/forecast/README.md). */
export const ForecastHint = Type.Object(
  { day: LocalDate, kwh: DecimalString, expectedKwh: DecimalString, deviationPercent: DecimalString },
  strict,
);
export type ForecastHint = Type.Static<typeof ForecastHint>;
