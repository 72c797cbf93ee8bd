import Type from 'typebox';

/**
 * Market data (issue 13): the identities of its series and the fields its commands, events and
 * read contracts share. Browser-safe: the UI builds series ids and labels from these.
 *
 * A series id names one curve:
 * - `SPOT:<zone>`: day-ahead prices of a bidding zone (ENTSO-E), EUR/MWh per quarter hour;
 * - `FWD:<market>:<load>:<period>`: the settlement price of one forward product per trading
 *   day, e.g. `FWD:CH:BASE:2027`, `FWD:DE:PEAK:2027-Q1`, `FWD:DE:BASE:2027-01`;
 * - `FX:<source>:<base>-<quote>`: a central bank's rate, units of `quote` per 1 `base`
 *   per publication day, e.g. `FX:ECB:EUR-CHF` (daily), `FX:SNB:EUR-CHF` (month end).
 */

/** What an import reads: the ECB's euro reference rates, the SNB's monthly rates, ENTSO-E day-ahead prices, our forward CSV. */
export const MarketImportKind = Type.Union([Type.Literal('ECB_FX'), Type.Literal('SNB_FX'), Type.Literal('ENTSOE_SPOT'), Type.Literal('FORWARD_CSV')]);
export type MarketImportKind = Type.Static<typeof MarketImportKind>;
export const marketImportKinds: readonly MarketImportKind[] = ['ECB_FX', 'SNB_FX', 'ENTSOE_SPOT', 'FORWARD_CSV'];

/** Where the file came from: the admin's upload or the drop folder (`PORTAL_MARKET_INBOX`). */
export const MarketImportSource = Type.Union([Type.Literal('UPLOAD'), Type.Literal('INBOX')]);
export type MarketImportSource = Type.Static<typeof MarketImportSource>;

export const MarketJobId = Type.String({ format: 'uuid' });

/** The bidding zones of the portal's two markets (spec section 9: Switzerland and Germany). */
export const SpotZone = Type.Union([Type.Literal('CH'), Type.Literal('DE-LU')]);
export type SpotZone = Type.Static<typeof SpotZone>;
/** The EIC of each zone as ENTSO-E names it in `in_Domain.mRID` (DOMAIN.md). */
export const spotZoneEic: Readonly<Record<SpotZone, string>> = { CH: '10YCH-SWISSGRIDZ', 'DE-LU': '10Y1001A1001A82H' };

/** Forward markets: Switzerland and Germany. */
export const ForwardMarket = Type.Union([Type.Literal('CH'), Type.Literal('DE')]);
export type ForwardMarket = Type.Static<typeof ForwardMarket>;
export const LoadType = Type.Union([Type.Literal('BASE'), Type.Literal('PEAK')]);
export type LoadType = Type.Static<typeof LoadType>;
/** A delivery period: a year `2027`, a quarter `2027-Q1` or a month `2027-01` (spec section 9: month, quarter, year). */
export const DeliveryPeriod = Type.String({ pattern: '^[0-9]{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?$' });
export type DeliveryPeriod = Type.Static<typeof DeliveryPeriod>;

export const FxSource = Type.Union([Type.Literal('ECB'), Type.Literal('SNB')]);
export type FxSource = Type.Static<typeof FxSource>;
/** An ISO 4217 code as the central banks publish them (USD, JPY, CHF, ...). */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

export const MarketSeriesKind = Type.Union([Type.Literal('SPOT'), Type.Literal('FORWARD'), Type.Literal('FX')]);
export type MarketSeriesKind = Type.Static<typeof MarketSeriesKind>;

export const MarketSeriesId = Type.String({
  maxLength: 64,
  pattern: '^(SPOT:(CH|DE-LU)|FWD:(CH|DE):(BASE|PEAK):[0-9]{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?|FX:(ECB|SNB):[A-Z]{3}-[A-Z]{3})$',
});

export const spotSeriesId = (zone: SpotZone): string => `SPOT:${zone}`;
export const forwardSeriesId = (market: ForwardMarket, load: LoadType, period: string): string => `FWD:${market}:${load}:${period}`;
export const fxSeriesId = (source: FxSource, base: string, quote: string): string => `FX:${source}:${base}-${quote}`;

/** What a series id names, or null for a string that is no series id. */
export type MarketSeriesKey =
  | { readonly kind: 'SPOT'; readonly zone: SpotZone }
  | { readonly kind: 'FORWARD'; readonly market: ForwardMarket; readonly load: LoadType; readonly period: string }
  | { readonly kind: 'FX'; readonly source: FxSource; readonly base: string; readonly quote: string };

export function parseSeriesId(id: string): MarketSeriesKey | null {
  const spot = /^SPOT:(CH|DE-LU)$/.exec(id);
  if (spot) return { kind: 'SPOT', zone: spot[1] as SpotZone };
  const fwd = /^FWD:(CH|DE):(BASE|PEAK):([0-9]{4}(?:-Q[1-4]|-(?:0[1-9]|1[0-2]))?)$/.exec(id);
  if (fwd) return { kind: 'FORWARD', market: fwd[1] as ForwardMarket, load: fwd[2] as LoadType, period: fwd[3] ?? '' };
  const fx = /^FX:(ECB|SNB):([A-Z]{3})-([A-Z]{3})$/.exec(id);
  if (fx) return { kind: 'FX', source: fx[1] as FxSource, base: fx[2] ?? '', quote: fx[3] ?? '' };
  return null;
}

/**
 * One problem of a file, as the job shows it: the catalogue code (INVALID_FILE for a file that
 * is not of its kind, INVALID_FORMAT for a line or value, INVALID_DATE for a date), the line
 * (1-based; for XML the line of the element) and column or field where it is, and a message.
 */
export const MarketFileError = Type.Object(
  {
    code: Type.Union([Type.Literal('INVALID_FILE'), Type.Literal('INVALID_FORMAT'), Type.Literal('INVALID_DATE')]),
    message: Type.String({ maxLength: 500 }),
    line: Type.Optional(Type.Integer({ minimum: 1 })),
    column: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type MarketFileError = Type.Static<typeof MarketFileError>;
/** A job keeps the first errors of a file; the count says how many there were. */
export const maxJobErrors = 100;

/** What one import brought of one series: the catalogue and the job list read it, the values stay in the file. */
export const MarketSeriesSummary = Type.Object(
  {
    seriesId: MarketSeriesId,
    /** EUR/MWh or CHF/MWh for prices; `<quote> per <base>` for a rate. */
    unit: Type.String({ maxLength: 32 }),
    /** 15 for spot prices (hourly files are spread over their quarter hours), 1440 for one value per day. */
    resolutionMinutes: Type.Union([Type.Literal(15), Type.Literal(1440)]),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    days: Type.Integer({ minimum: 1 }),
    values: Type.Integer({ minimum: 1 }),
    /** decimal strings as in the file */
    min: Type.String(),
    max: Type.String(),
    /** the value of the last day (the mean of its quarter hours for spot) */
    last: Type.String(),
  },
  { additionalProperties: false },
);
export type MarketSeriesSummary = Type.Static<typeof MarketSeriesSummary>;

/** Prices outside ±1e5 (EUR or CHF per MWh) are refused: the EU's harmonised limits are ±10,000 (day ahead −500..4,000). */
export const marketPriceLimit = 100_000;
