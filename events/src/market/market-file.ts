import type { MarketFileError, MarketImportKind, MarketSeriesSummary } from './market-fields.ts';

/** Largest market file accepted: ten years of quarter-hour spot prices as ENTSO-E XML are about 40 MB. */
export const maxMarketFileBytes = 64 * 1024 * 1024;

/**
 * What the importers make of a file (platform/src/market/importers): the same for every kind, so
 * the job worker, the projection and the tests read one shape. The values never go into an
 * event: the event names the file (its sha256 in the blob store), and the projection parses it
 * again (ADR 0024, as ADR 0022 does for load profiles).
 */
export interface MarketDay {
  /** The local day, yyyy-mm-dd: Europe/Zurich for spot (CET, the delivery day), the date itself for daily series. */
  readonly day: string;
  /** Spot: the day's quarter hours in UTC order (92, 96 or 100); daily series: one value. */
  readonly values: readonly number[];
}

export interface ParsedMarketSeries {
  readonly summary: MarketSeriesSummary;
  /** Ascending, one entry per day, no duplicates. */
  readonly days: readonly MarketDay[];
}

export type MarketFileResult =
  | { readonly ok: true; readonly kind: MarketImportKind; readonly series: readonly ParsedMarketSeries[] }
  | { readonly ok: false; readonly kind: MarketImportKind; readonly errors: readonly MarketFileError[]; readonly errorCount: number };
