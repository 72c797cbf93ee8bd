import type { ProjectionArea } from '../area.ts';
import { MarketSeriesProjection } from './market-series-projection.ts';
import { marketImportJobsView } from './market-import-jobs-view.ts';
export { MarketSeriesProjection, marketDayRows, marketSeriesSchema, type MarketSeriesProjectionOptions } from './market-series-projection.ts';
export {
  marketSeriesName,
  marketSeriesStep,
  marketSeriesTables,
  moveMarketCheckpoint,
  readMarketCheckpoint,
  upsertMarketSeries,
  writeMarketDays,
  type MarketDayRow,
  type MarketSeriesInfoRow,
  type MarketTableSuffix,
} from './market-series-table.ts';
export { marketImportJobsView, marketImportJobTopic, type MarketJobDoc } from './market-import-jobs-view.ts';
export { MarketSeriesReader, decodeFloat8Array, type MarketCatalogueRow, type MarketDayBucket, type MarketDayValues } from './market-series-reader.ts';
export { convertAmount, lastDayOfMonth, minorUnit, monthEndFxRate, monthEndRate, rateText, type FxMonthEndQuery, type FxMonthEndRate, type FxRate, type FxRateReader } from './fx-month-end.ts';

export const marketArea: ProjectionArea = { name: 'market', views: [marketImportJobsView], tables: { marketSeries: (deps) => new MarketSeriesProjection(deps) } };
