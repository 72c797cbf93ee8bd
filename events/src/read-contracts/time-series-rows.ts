import Type from 'typebox';
import { ForecastHint } from '../metering-point/load-profile-fields.ts';
import { LocalDate, MeteringCode, MeteringDirection } from '../metering-point/metering-point-fields.ts';
import { Nullable } from './envelope.ts';

/**
 * `GET /api/timeseries?points=<code>:<CONS|PROD>,...&kind=HISTORY|FORECAST&from=&to=&maxPoints=`
 * (issue 11 point 4, the graph page): one series per requested point (at most 10, spec section
 * 9), or with `sum=true` one series of their sum (a portfolio chart of up to 100 points).
 * Aggregated on the server to at most `maxPoints` (default and maximum 2,000) buckets: each
 * bucket has its UTC start, the mean kW and the max kW of the quarter hours in it, so a
 * ten-year chart stays honest about peaks. DST days have their 92 or 100 quarter hours in UTC;
 * the UI labels the axis in the market's zone.
 */
/** Spec section 9, "limit of ten time series": a chart (of points or of market series) shows at most this many lines. */
export const maxChartSeries = 10;
/** With `sum=true`, up to this many points add into one line (an offer's portfolio). */
export const maxSummedPoints = 100;

export const TimeSeriesBucket = Type.Tuple([
  Type.String({ description: 'UTC start of the bucket, ISO 8601' }),
  Type.Number({ description: 'mean kW over the bucket' }),
  Type.Number({ description: 'max kW in the bucket' }),
]);

export const TimeSeriesLine = Type.Object({
  /** "<code>:<direction>", or "sum" */
  id: Type.String(),
  kind: Type.Union([Type.Literal('HISTORY'), Type.Literal('FORECAST')]),
  /** minutes per bucket (15 when not aggregated) */
  bucketMinutes: Type.Integer({ minimum: 15 }),
  /** kWh over the whole requested period, decimal string */
  kwh: Type.String(),
  buckets: Type.Array(TimeSeriesBucket),
});
export type TimeSeriesLine = Type.Static<typeof TimeSeriesLine>;

export const TimeSeriesAnswer = Type.Object({
  from: Type.String({ description: 'UTC start of the period' }),
  to: Type.String({ description: 'UTC end of the period (exclusive)' }),
  timeZone: Type.String(),
  lines: Type.Array(TimeSeriesLine),
});
export type TimeSeriesAnswer = Type.Static<typeof TimeSeriesAnswer>;

/** The load profile and forecast state of one point (`GET /api/meteringpoints/{code}/{direction}/profiles`). */
export const ProfileStatus = Type.Object({
  code: MeteringCode,
  direction: MeteringDirection,
  history: Nullable(Type.Object({ from: LocalDate, to: LocalDate, kwh: Type.String(), maxKw: Type.String(), uploadedAt: Type.String() })),
  forecasts: Type.Array(
    Type.Object({
      forecastId: Type.String(),
      status: Type.Union([Type.Literal('REQUESTED'), Type.Literal('GENERATED'), Type.Literal('ACCEPTED'), Type.Literal('REPLACED'), Type.Literal('FAILED')]),
      years: Type.Array(Type.Integer()),
      yearly: Type.Array(Type.Object({ year: Type.Integer(), kwh: Type.String() })),
      hints: Type.Array(ForecastHint),
      reason: Nullable(Type.String()),
      updatedAt: Type.String(),
    }),
  ),
});
export type ProfileStatus = Type.Static<typeof ProfileStatus>;
