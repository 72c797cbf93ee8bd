import type { RecordedEvent } from '@portal/events';
import type { BlobStore, SchemaStep } from '@portal/platform';
import { generationStep, type TypedTables } from '../engine/table-rebuild.ts';
import { TableProjection, type TableProjectionOptions, type TableWrite } from '../engine/table-projection.ts';
import type { DaySlice } from './day-slices.ts';
import { daysOfEvent, seriesEvents } from './series-files.ts';
import { moveCheckpoint, projectionName, readCheckpoint, timeSeriesStep, writeDays } from './time-series-table.ts';

export interface TimeSeriesProjectionOptions extends TableProjectionOptions {
  readonly blobStore: BlobStore;
}

const handled: ReadonlySet<string> = new Set(seriesEvents);
const model: TypedTables = { name: projectionName, tables: ['time_series_days', 'time_series_values'], checkpointTable: 'time_series_checkpoint' };

/** The projection's tables and its checkpoint's generation column, for the portal's one migration run (deploy/schema.ts). */
export const timeSeriesSchema: readonly SchemaStep[] = [timeSeriesStep, generationStep(model)];

/**
 * The time-series read model (ADR 0022): load profiles and forecasts named by events, read from
 * the blob store and written per local day into `time_series_days`, each batch with its
 * checkpoint in one transaction. Values are never in the events nor in JSON documents, so this
 * projection has its own typed table instead of a `View` of the document engine. A file that can
 * no longer be read stops it (TableProjection) with nothing of its batch written.
 *
 * @example
 * const timeSeries = new TimeSeriesProjection({ eventStore, sql, blobStore, logger });
 * await timeSeries.start();          // catches up, then follows the log
 * await timeSeries.rebuild();        // re-reads every file; readers see the old rows until it commits
 */
export class TimeSeriesProjection extends TableProjection {
  private readonly blobStore: BlobStore;

  constructor(options: TimeSeriesProjectionOptions) {
    super({ model, steps: timeSeriesSchema, readCheckpoint, moveCheckpoint }, options);
    this.blobStore = options.blobStore;
  }

  /** Reads the batch's files from the blob store; the writer puts their days in the tables. */
  protected async prepare(batch: readonly RecordedEvent[]): Promise<TableWrite> {
    const writes: { series: string; days: DaySlice[] }[] = [];
    for (const event of batch) {
      if (!handled.has(event.type)) continue;
      const write = await daysOfEvent(this.blobStore, event);
      if (write) writes.push(write);
    }
    return async (tx, suffix) => {
      for (const write of writes) await writeDays(tx, write.series, write.days, suffix);
    };
  }
}
