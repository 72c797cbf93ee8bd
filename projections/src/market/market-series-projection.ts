import { isEventOf, MarketImportCompleted, type EventOf, type MarketSeriesSummary, type ParsedMarketSeries, type RecordedEvent } from '@portal/events';
import { parseMarketFileOffThread, type BlobStore, type SchemaStep } from '@portal/platform';
import { DateTime } from 'luxon';
import { TableProjection, type TableProjectionOptions, type TableWrite } from '../engine/table-projection.ts';
import { generationStep, type TypedTables } from '../engine/table-rebuild.ts';
import {
  marketSeriesName,
  marketSeriesStep,
  marketSeriesTables,
  moveMarketCheckpoint,
  readMarketCheckpoint,
  upsertMarketSeries,
  writeMarketDays,
  type MarketDayRow,
} from './market-series-table.ts';

export interface MarketSeriesProjectionOptions extends TableProjectionOptions {
  readonly blobStore: BlobStore;
}

const model: TypedTables = { name: marketSeriesName, tables: marketSeriesTables, checkpointTable: 'market_series_checkpoint' };

/** The projection's tables and its checkpoint's generation column, for the portal's one migration run (deploy/schema.ts). */
export const marketSeriesSchema: readonly SchemaStep[] = [marketSeriesStep, generationStep(model)];

/** Market days are the local days of Europe/Zurich (spot's delivery day; a rate's publication day). */
const marketZone = 'Europe/Zurich';

type CompletedImport = Pick<EventOf<typeof MarketImportCompleted>['data'], 'jobId' | 'kind' | 'sha256'>;
const isImportCompleted = isEventOf([MarketImportCompleted]);

interface SeriesWrite {
  readonly summary: MarketSeriesSummary;
  readonly days: readonly MarketDayRow[];
}

/**
 * The series' days as the table stores them: each with the UTC instant of its Europe/Zurich
 * midnight. `midnights` keeps the instants already found: the series of one file share their
 * days (an ECB file: thirty currencies on the same fixing days), and luxon's zone arithmetic
 * is the dearest step of a large file.
 */
export function marketDayRows(series: ParsedMarketSeries, midnights = new Map<string, number>()): MarketDayRow[] {
  return series.days.map((d) => {
    let startMs = midnights.get(d.day);
    if (startMs === undefined) midnights.set(d.day, (startMs = DateTime.fromISO(d.day, { zone: marketZone }).startOf('day').toMillis()));
    return { day: d.day, startMs, values: d.values };
  });
}

/**
 * The market series read model (ADR 0024, after ADR 0022): each `MarketImportCompleted` names a
 * file by its sha256; its bytes are read from the blob store before the batch's transaction,
 * parsed again with the importers' own `parseMarketFile` (on its own thread), and its days written with the
 * catalogue rows of its series and the checkpoint in one transaction. A later import replaces
 * the days it covers. A file that is missing or no longer parses stops the projection before
 * anything of its batch is written; `projections status` shows why.
 *
 * @example
 * const market = new MarketSeriesProjection({ eventStore, sql, blobStore, logger });
 * await market.start();    // catches up, then follows the log
 * await market.rebuild();  // re-reads every file; readers see the old rows until it commits
 */
export class MarketSeriesProjection extends TableProjection {
  private readonly blobStore: BlobStore;

  constructor(options: MarketSeriesProjectionOptions) {
    super({ model, steps: marketSeriesSchema, readCheckpoint: readMarketCheckpoint, moveCheckpoint: moveMarketCheckpoint }, options);
    this.blobStore = options.blobStore;
  }

  /** Reads and parses the batch's files in log order; the writer writes them in that order, so a later import wins a day. */
  protected async prepare(batch: readonly RecordedEvent[]): Promise<TableWrite> {
    const writes: SeriesWrite[] = [];
    const midnights = new Map<string, number>();
    for (const event of batch) {
      if (!isImportCompleted(event)) continue;
      for (const series of await this.seriesOf(event.data)) writes.push({ summary: series.summary, days: marketDayRows(series, midnights) });
    }
    return async (tx, suffix) => {
      const latest = new Map<string, MarketSeriesSummary>();
      for (const write of writes) {
        await writeMarketDays(tx, write.summary.seriesId, write.days, suffix);
        latest.set(write.summary.seriesId, write.summary);
      }
      for (const summary of latest.values()) await upsertMarketSeries(tx, summary, suffix);
    };
  }

  private async seriesOf(data: CompletedImport): Promise<readonly ParsedMarketSeries[]> {
    const blob = await this.blobStore.get(data.sha256);
    if (!blob) throw new Error(`file ${data.sha256} of market import ${data.jobId} is missing from the blob store`);
    const parsed = await parseMarketFileOffThread(data.kind, blob.bytes);
    if (!parsed.ok) throw new Error(`file ${data.sha256} of market import ${data.jobId} no longer reads as ${data.kind}: ${parsed.errors[0]?.message ?? 'unknown error'}`);
    return parsed.series.filter((s) => s.days.length > 0);
  }
}
