import Type from 'typebox';
import { CurrencyCode, FxSource, MarketFileError, MarketImportKind, MarketImportSource, MarketSeriesId, MarketSeriesKind } from '../market/market-fields.ts';
import { Nullable } from './envelope.ts';

/**
 * The market data answers (issue 13): the series catalogue, charts, the month-end rate and
 * conversion, the dashboard teaser, and the admin's import jobs.
 */

/** `GET /api/market/series?kind=SPOT|FORWARD|FX`: every series with data, for the pickers (any logged-in role). */
export const MarketSeriesInfo = Type.Object({
  id: MarketSeriesId,
  kind: MarketSeriesKind,
  /** German label for pickers and legends, e.g. "Spot CH", "Base CH Kal-2027", "EZB EUR/CHF" */
  label: Type.String(),
  unit: Type.String(),
  resolutionMinutes: Type.Union([Type.Literal(15), Type.Literal(1440)]),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  /** the last day's value (spot: the day's mean), decimal string */
  last: Type.String(),
});
export type MarketSeriesInfo = Type.Static<typeof MarketSeriesInfo>;

/**
 * `GET /api/market/chart?series=<id>,<id>&from=yyyy-mm-dd&to=yyyy-mm-dd&maxPoints=`: at most 10
 * series, no duplicates (VALIDATION_ERROR at `series`), `to` inclusive. Each line has at most
 * `maxPoints` (default and maximum 2,000) buckets of equal length planned from the period: each
 * bucket its UTC start, the mean, the min and the max of the values in it, so a year of quarter
 * hours keeps its spikes. Days without data leave no bucket (a gap, never a zero).
 */
export const MarketBucket = Type.Tuple([
  Type.String({ description: 'UTC start of the bucket, ISO 8601' }),
  Type.Number({ description: 'mean' }),
  Type.Number({ description: 'min' }),
  Type.Number({ description: 'max' }),
]);
export const MarketChartLine = Type.Object({
  id: MarketSeriesId,
  label: Type.String(),
  unit: Type.String(),
  /** minutes per bucket (15 or 1440 when not aggregated) */
  bucketMinutes: Type.Integer({ minimum: 15 }),
  buckets: Type.Array(MarketBucket),
});
export type MarketChartLine = Type.Static<typeof MarketChartLine>;
export const MarketChartAnswer = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  timeZone: Type.String(),
  lines: Type.Array(MarketChartLine),
});
export type MarketChartAnswer = Type.Static<typeof MarketChartAnswer>;

/**
 * `GET /api/market/fx/month-end?from=EUR&to=CHF&month=yyyy-mm`: the rate (units of `to` per 1
 * `from`, decimal string) of the last publication day of that month, the day and the bank. A
 * month without a rate is refused (404 INVALID_DATE at `month`), an unknown currency with 400
 * VALIDATION_ERROR at `from` or `to`.
 */
export const FxMonthEndAnswer = Type.Object({ rate: Type.String(), date: Type.String({ format: 'date' }), source: FxSource });
export type FxMonthEndAnswer = Type.Static<typeof FxMonthEndAnswer>;

/** `GET /api/market/fx/convert?amount=&from=&to=&month=`: the amount in `to`, rounded to its minor unit half up (decimal string). */
export const FxConvertAnswer = Type.Object({ amount: Type.String(), rate: Type.String(), date: Type.String({ format: 'date' }), source: FxSource });
export type FxConvertAnswer = Type.Static<typeof FxConvertAnswer>;

/** `GET /api/market/teaser`: per market, the latest settlement of the front calendar year (base) and the mean spot price of the last day. */
export const MarketTeaserRow = Type.Object({
  market: Type.Union([Type.Literal('CH'), Type.Literal('DE')]),
  forward: Nullable(Type.Object({ seriesId: MarketSeriesId, label: Type.String(), tradingDay: Type.String({ format: 'date' }), price: Type.String(), unit: Type.String() })),
  spot: Nullable(Type.Object({ seriesId: MarketSeriesId, day: Type.String({ format: 'date' }), average: Type.String(), unit: Type.String() })),
});
export const MarketTeaserAnswer = Type.Object({ markets: Type.Array(MarketTeaserRow), currencies: Type.Array(CurrencyCode) });
export type MarketTeaserAnswer = Type.Static<typeof MarketTeaserAnswer>;

/** `GET /apiadmin/market/jobs`: the import jobs, newest first (spec section 3: jobs; section 4: success or failed, error flag). */
export const MarketJobRow = Type.Object({
  jobId: Type.String(),
  kind: MarketImportKind,
  source: MarketImportSource,
  fileName: Type.String(),
  sha256: Type.String(),
  status: Type.Union([Type.Literal('RUNNING'), Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  /** true for a file imported before: the job succeeded without changing data */
  duplicate: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  lastExecution: Type.String({ format: 'date-time' }),
  errorFlag: Type.Boolean(),
  errors: Type.Array(MarketFileError),
  errorCount: Type.Integer(),
  series: Type.Array(Type.Object({ seriesId: MarketSeriesId, from: Type.String(), to: Type.String(), values: Type.Integer() })),
});
export type MarketJobRow = Type.Static<typeof MarketJobRow>;
