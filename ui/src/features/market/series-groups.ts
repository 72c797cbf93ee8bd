import { parseSeriesId } from '@portal/events/market-fields';
import type { MarketSeriesInfo } from '@portal/events/read-contracts';

// The picker's list: the series of a page's kind in groups a user scans, forwards by market,
// load and period length (years before quarters before months, each in delivery order), spot
// prices together, exchange rates by bank and base currency. The ids are the catalogue's, valid
// by the server's grammar, read with its own `parseSeriesId` (events/src/market/market-fields.ts:
// `FWD:<market>:<load>:<period>`, `SPOT:<zone>`, `FX:<source>:<base>-<quote>`).

export interface SeriesGroup {
  key: string;
  /** Catalogue key of the group's name and its parameters. */
  labelKey: string;
  params: Record<string, string>;
  series: MarketSeriesInfo[];
}

type PeriodLength = 'year' | 'quarter' | 'month';
const periodLength = (period: string): PeriodLength => (period.includes('-Q') ? 'quarter' : period.length === 4 ? 'year' : 'month');
const lengthOrder: Record<PeriodLength, number> = { year: 0, quarter: 1, month: 2 };

interface Placed {
  info: MarketSeriesInfo;
  group: Omit<SeriesGroup, 'series'>;
  /** orders groups, then series inside a group */
  groupOrder: string;
  order: string;
}

function place(info: MarketSeriesInfo): Placed {
  const key = parseSeriesId(info.id);
  switch (info.kind) {
    case 'FORWARD': {
      const { market, load, period } = key?.kind === 'FORWARD' ? key : { market: '', load: '', period: '' };
      const length = periodLength(period);
      const group = { key: `FWD:${market}:${load}:${length}`, labelKey: 'market.groups.forward', params: { market, load, length } };
      return { info, group, groupOrder: `${market}:${load}:${lengthOrder[length]}`, order: period };
    }
    case 'SPOT':
      return { info, group: { key: 'SPOT', labelKey: 'market.groups.spot', params: {} }, groupOrder: '', order: key?.kind === 'SPOT' ? key.zone : '' };
    case 'FX': {
      const { source, base, quote } = key?.kind === 'FX' ? key : { source: '', base: '', quote: '' };
      return { info, group: { key: `FX:${source}:${base}`, labelKey: 'market.groups.fx', params: { source, base } }, groupOrder: `${source}:${base}`, order: quote };
    }
    default: {
      const unknown: never = info.kind;
      throw new Error(`unknown series kind ${String(unknown)}`);
    }
  }
}

/**
 * @example seriesGroups([{ id: 'FWD:CH:BASE:2027', … }, { id: 'FWD:CH:BASE:2027-Q1', … }]).map((g) => g.key) // ['FWD:CH:BASE:year', 'FWD:CH:BASE:quarter']
 */
export function seriesGroups(infos: readonly MarketSeriesInfo[]): SeriesGroup[] {
  const placed = infos.map(place).sort((a, b) => a.groupOrder.localeCompare(b.groupOrder) || a.order.localeCompare(b.order));
  const groups = new Map<string, SeriesGroup>();
  for (const { info, group } of placed) {
    const existing = groups.get(group.key);
    if (existing) existing.series.push(info);
    else groups.set(group.key, { ...group, series: [info] });
  }
  return [...groups.values()];
}
