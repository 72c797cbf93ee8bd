import { isEventOf, LoadProfileUploaded, LongTermForecastGenerated, LongTermForecastReplaced, type RecordedEvent, type SeriesFile, type SeriesPeriod } from '@portal/events';
import { checkLoadProfile, decodeCsvBytes, type LoadProfileLimits } from '@portal/events/load-profile';
import type { BlobStore } from '@portal/platform';
import { localDayBounds, type SeriesValues } from '@portal/events/units';
import { sliceDays, type DaySlice } from './day-slices.ts';
import { seriesId } from './time-series-table.ts';

/** The events that carry values, and the series each writes. */
const seriesDefinitions = [LoadProfileUploaded, LongTermForecastGenerated, LongTermForecastReplaced] as const;
export const seriesEvents = seriesDefinitions.map((d) => d.type);
const isSeriesEvent = isEventOf(seriesDefinitions);

/**
 * The file was checked against the limits in force when it was recorded; reading it again must
 * not depend on today's (an admin may have lowered the maximum since). So the re-read checks the
 * layout and the period only, with every limit open.
 */
const openLimits: LoadProfileLimits = { maxKw: Number.MAX_SAFE_INTEGER, thresholdKw: 0, minShareAboveThresholdPercent: 0, kwStep: 0.000001, minSumKwhForOrders: 0 };

/**
 * The kW values of a file from the start of its period: a CSV read as the upload read it, or
 * little-endian float64 (a generated forecast), one value per `period.resolution` minutes.
 */
export function valuesOf(bytes: Buffer, period: SeriesPeriod, file: SeriesFile, directions: 'CONS' | 'PROD' | 'BOTH'): SeriesValues<'kW'> {
  if (file.format === 'f64le') {
    const values = new Float64Array(Math.floor(bytes.length / 8));
    for (let i = 0; i < values.length; i += 1) values[i] = bytes.readDoubleLE(i * 8);
    return { start: localDayBounds(period.from, period.timeZone).start, minutes: period.resolution, unit: 'kW', values };
  }
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) throw new Error(`file ${file.hash} no longer reads as CSV: ${decoded.problem.message}`);
  const check = checkLoadProfile(decoded.text, { ...period, directions, withValues: true }, openLimits);
  const series = check.values?.[file.column];
  if (!series) throw new Error(`file ${file.hash} no longer passes its check: ${check.problems[0]?.message ?? 'no values'}`);
  return series;
}

/**
 * The series id and days an event writes, read from the blob store; null for an event of
 * another type. A four-column file is told from its header line being read as BOTH: the
 * event's `column` names which of the two this stream's.
 */
export async function daysOfEvent(blobStore: BlobStore, event: RecordedEvent): Promise<{ series: string; days: DaySlice[] } | null> {
  if (!isSeriesEvent(event)) return null;
  const { data } = event;
  const blob = await blobStore.get(data.file.hash);
  if (!blob) throw new Error(`file ${data.file.hash} of ${event.type} on ${event.streamId} is missing from the blob store`);
  const kind = event.type === 'LoadProfileUploaded' ? 'HISTORY' : 'FORECAST';
  const directions = data.file.format === 'csv' && isFourColumns(blob.bytes) ? 'BOTH' : data.file.column;
  return { series: seriesId(data.code, data.direction, kind), days: sliceDays(data.period, valuesOf(blob.bytes, data.period, data.file, directions)) };
}

/** Whether the file's first line that is no comment has four fields (a BOTH file). */
function isFourColumns(bytes: Buffer): boolean {
  const decoded = decodeCsvBytes(bytes.subarray(0, 4096));
  if (!decoded.ok) return false;
  const header = decoded.text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((line) => line.trim() !== '' && !line.trim().startsWith('#') && !/^"?sep=/i.test(line.trim()));
  return (header ?? '').replace(/;\s*$/, '').split(';').length === 4;
}
