import type { EventStore } from '@portal/events';
import type { BlobStore, SqlDriver } from '@portal/platform';
import { allViews, MarketSeriesProjection, OfferTableProjection, TimeSeriesProjection, viewProjections, type OperatedProjection, type ProjectionEngine, type ReadStore } from '@portal/projections';

export interface OperatedProjectionsOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly sql: SqlDriver;
  readonly blobStore: BlobStore;
}

/**
 * Every read model an operator lists and rebuilds: the views and the typed tables of ADR 0022,
 * 0023 and 0024. A server passes the engine and the typed projections it runs, so their rebuild moves its
 * running loops over; the CLI, rebuilding in its own process, passes none and gets fresh ones.
 */
export function operatedProjections(
  options: OperatedProjectionsOptions,
  running: { engine?: ProjectionEngine; timeSeries?: TimeSeriesProjection; offerTable?: OfferTableProjection; marketSeries?: MarketSeriesProjection } = {},
): OperatedProjection[] {
  const { eventStore, readStore, sql, blobStore } = options;
  return [
    ...viewProjections({ eventStore, readStore, views: running.engine?.views ?? allViews, engine: running.engine }),
    running.timeSeries ?? new TimeSeriesProjection({ eventStore, sql, blobStore }),
    running.offerTable ?? new OfferTableProjection({ eventStore, sql }),
    running.marketSeries ?? new MarketSeriesProjection({ eventStore, sql, blobStore }),
  ];
}
