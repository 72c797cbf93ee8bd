import { MarketSeriesProjection, OfferTableProjection, TimeSeriesProjection, type Logger } from '@portal/projections';
import type { Infrastructure } from './infrastructure.ts';

/** The projections into typed SQL tables beside the view documents, as the processes that project run them. */
export interface TypedProjections {
  readonly timeSeries: TimeSeriesProjection;
  readonly offerTable: OfferTableProjection;
  readonly marketSeries: MarketSeriesProjection;
  stop(): Promise<void>;
}

export async function startTypedProjections(infra: Infrastructure, logger: Logger): Promise<TypedProjections> {
  const { eventStore, blobStore, sql } = infra;
  // Values live in their own table beside the documents (ADR 0022), in the SQL database of the blobs.
  const timeSeries = new TimeSeriesProjection({ eventStore, sql, blobStore, logger });
  await timeSeries.start();
  // The offer tables' rows in their own typed table (ADR 0023), beside the documents.
  const offerTable = new OfferTableProjection({ eventStore, sql, logger });
  await offerTable.start();
  // Market prices and rates per series and day, parsed again from the imported files (ADR 0024).
  const marketSeries = new MarketSeriesProjection({ eventStore, sql, blobStore, logger });
  await marketSeries.start();
  return {
    timeSeries,
    offerTable,
    marketSeries,
    stop: async () => {
      await timeSeries.stop();
      await offerTable.stop();
      await marketSeries.stop();
    },
  };
}
