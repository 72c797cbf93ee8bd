import { parseSeriesId } from './market-fields.ts';

/** German month abbreviations as traders write delivery months ("Base DE Jan-27"). */
const monthNames = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'] as const;

/** The delivery period as German trading screens show it: `Kal-27`, `Q1-27`, `Jan-27`. */
function periodLabel(period: string): string {
  const year = period.slice(2, 4);
  const quarter = /^\d{4}-Q([1-4])$/.exec(period);
  if (quarter) return `Q${quarter[1]}-${year}`;
  const month = /^\d{4}-(\d{2})$/.exec(period);
  if (month) return `${monthNames[Number(month[1]) - 1] ?? month[1]}-${year}`;
  return `Kal-${year}`;
}

/**
 * The German label of a market series for pickers, legends and the teaser (browser-safe: the UI
 * uses it too). A string that is no series id is answered as it is, so a legend never goes blank.
 *
 * @example
 * marketSeriesLabel('SPOT:DE-LU') // 'Spot DE-LU'
 * marketSeriesLabel('FWD:CH:BASE:2027') // 'Base CH Kal-27'
 * marketSeriesLabel('FWD:DE:PEAK:2027-Q1') // 'Peak DE Q1-27'
 * marketSeriesLabel('FX:ECB:EUR-CHF') // 'EZB EUR/CHF'
 */
export function marketSeriesLabel(id: string): string {
  const key = parseSeriesId(id);
  if (!key) return id;
  switch (key.kind) {
    case 'SPOT':
      return `Spot ${key.zone}`;
    case 'FORWARD':
      return `${key.load === 'BASE' ? 'Base' : 'Peak'} ${key.market} ${periodLabel(key.period)}`;
    case 'FX':
      return `${key.source === 'ECB' ? 'EZB' : 'SNB'} ${key.base}/${key.quote}`;
    default: {
      const never: never = key;
      return never;
    }
  }
}
