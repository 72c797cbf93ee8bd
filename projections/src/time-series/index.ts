export { localDays, sliceDays, quarterHourMs, type DaySlice } from './day-slices.ts';
export { seriesId, timeSeriesStep, writeDays, type SeriesKind } from './time-series-table.ts';
export { TimeSeriesProjection, timeSeriesSchema, type TimeSeriesProjectionOptions } from './time-series-projection.ts';
export { TimeSeriesReader, type DayBucket, type StoredDay } from './time-series-reader.ts';
export { formatKw, seriesCsv } from './series-csv.ts';
