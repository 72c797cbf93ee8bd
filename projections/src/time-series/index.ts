import type { ProjectionArea } from '../area.ts';
import { TimeSeriesProjection } from './time-series-projection.ts';
export { localDays, sliceDays, quarterHourMs, type DaySlice } from './day-slices.ts';
export { seriesId, timeSeriesStep, writeDays, type SeriesKind } from './time-series-table.ts';
export { TimeSeriesProjection, timeSeriesSchema, type TimeSeriesProjectionOptions } from './time-series-projection.ts';
export { TimeSeriesReader, type DayBucket, type StoredDay } from './time-series-reader.ts';
export { formatKw, seriesCsv } from './series-csv.ts';

// The load profiles' quarter hours live in a typed table of their own (ADR 22), run beside the engine.
export const timeSeriesArea: ProjectionArea = { name: 'time-series', views: [], tables: { timeSeries: (deps) => new TimeSeriesProjection(deps) } };
