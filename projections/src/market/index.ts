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
