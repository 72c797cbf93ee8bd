import { Decimal } from '@portal/events/units';
import type { MarketSeriesSummary } from '@portal/events/market-fields';
import type { MarketDay } from '@portal/events';

/** The summary of a series of one value per day (rates, settlement prices), its days ascending. */
export function fxSummary(seriesId: string, unit: string, days: readonly MarketDay[]): MarketSeriesSummary {
  let min = Infinity;
  let max = -Infinity;
  for (const d of days) {
    const v = d.values[0] ?? 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const last = days.at(-1);
  return {
    seriesId,
    unit,
    resolutionMinutes: 1440,
    from: days[0]?.day ?? '',
    to: last?.day ?? '',
    days: days.length,
    values: days.length,
    min: decimalText(min),
    max: decimalText(max),
    last: decimalText(last?.values[0] ?? 0),
  };
}

/** A number as a decimal string without an exponent: a rate per 1 unit can be 0.0000035, which `String` writes as 3.5e-6. */
export const decimalText = (value: number): string => new Decimal(value).toString();
