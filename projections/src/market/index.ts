export { marketSeriesStep, writeMarketDays, type MarketDayRow } from './market-series-table.ts';
export { MarketSeriesReader, decodeFloat8Array, type MarketCatalogueRow, type MarketDayBucket, type MarketDayValues } from './market-series-reader.ts';
export { convertAmount, lastDayOfMonth, minorUnit, monthEndFxRate, monthEndRate, rateText, type FxMonthEndQuery, type FxMonthEndRate, type FxRate, type FxRateReader } from './fx-month-end.ts';
