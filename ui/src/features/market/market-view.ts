import { maxChartSeries, type MarketSeriesInfo } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';

// What a market page shows, kept in its URL so a view can be shared and survives a reload:
// `?series=SPOT:CH,SPOT:DE-LU&from=2025-01-01&to=2025-12-31`. The picked series of the page's
// kind in the order they were added (at most 10, no duplicates: spec sections 2 and 5), and the
// period, or none for everything the series hold.

export type MarketPageKind = 'future' | 'spot' | 'exchange';
export type MarketSeriesKind = MarketSeriesInfo['kind'];

/** The series kind each page charts. */
export const seriesKindOfPage: Readonly<Record<MarketPageKind, MarketSeriesKind>> = { future: 'FORWARD', spot: 'SPOT', exchange: 'FX' };

/** Spec section 9: at most 10 time series per chart (the query API's own limit). */
export const maxSeries = maxChartSeries;

export interface MarketView {
  series: string[];
  /** yyyy-mm-dd, both or neither */
  from: string | null;
  to: string | null;
}

// The id grammar is the server's (events/src/market/market-fields.ts); a URL is only sifted by
// the kind's prefix here, and the page shows only ids the series catalogue answered.
const prefixOf: Readonly<Record<MarketSeriesKind, string>> = { SPOT: 'SPOT:', FORWARD: 'FWD:', FX: 'FX:' };
const isIdOf = (kind: MarketSeriesKind, id: string) => id.startsWith(prefixOf[kind]) && id.length <= 64 && /^[A-Z]+(:[A-Z0-9-]+)+$/.test(id);

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;

/**
 * The view a URL names: ids not of the page's kind, repeats and any beyond the tenth are left out; a period counts only whole (both days real, from not after to).
 *
 * @example parseMarketView('series=SPOT:CH,FX:ECB:EUR-CHF,SPOT:CH&from=2025-01-01', 'SPOT') // { series: ['SPOT:CH'], from: null, to: null }
 */
export function parseMarketView(search: string | URLSearchParams, kind: MarketSeriesKind): MarketView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids = (params.get('series') ?? '').split(',').map((id) => id.trim());
  const series = [...new Set(ids.filter((id) => isIdOf(kind, id)))].slice(0, maxSeries);
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) && from <= to ? { series, from, to } : { series, from: null, to: null };
}

// Series ids and days are written as they are: `:` `,` and `-` are allowed in a query, and the
// link stays readable. Anything else is escaped.
const queryValue = (value: string) => value.replace(/[^A-Za-z0-9:,._-]/g, (c) => encodeURIComponent(c));

/**
 * The query string of a view, without `?`; empty parts are left out.
 *
 * @example marketSearch({ series: ['SPOT:CH', 'SPOT:DE-LU'], from: '2025-01-01', to: '2025-01-31' }) // 'series=SPOT:CH,SPOT:DE-LU&from=2025-01-01&to=2025-01-31'
 */
export function marketSearch(view: MarketView): string {
  const parts: string[] = [];
  if (view.series.length > 0) parts.push(`series=${queryValue(view.series.join(','))}`);
  if (view.from !== null && view.to !== null) parts.push(`from=${queryValue(view.from)}`, `to=${queryValue(view.to)}`);
  return parts.join('&');
}

/** What adding a series does: it is added, or refused with the spec's message (section 8). */
export type PickOutcome = { kind: 'added'; series: string[] } | { kind: 'refused'; messageKey: 'messages.seriesShown' | 'messages.timeSeriesLimit' };

/**
 * Adds a series at the end; one already shown is refused first ("series already shown"), an
 * eleventh next ("limit of ten time series").
 */
export function pickSeries(shown: readonly string[], id: string): PickOutcome {
  if (shown.includes(id)) return { kind: 'refused', messageKey: 'messages.seriesShown' };
  if (shown.length >= maxSeries) return { kind: 'refused', messageKey: 'messages.timeSeriesLimit' };
  return { kind: 'added', series: [...shown, id] };
}

export const unpickSeries = (shown: readonly string[], id: string): string[] => shown.filter((s) => s !== id);
