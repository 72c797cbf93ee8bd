import type { EventStore } from '@portal/events';
import type { BlobStore, SqlDriver } from '@portal/platform';
import { allTableProjections, allViews, viewProjections, type OperatedProjection, type ProjectionEngine, type ReadStore } from '@portal/projections';

export interface OperatedProjectionsOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly sql: SqlDriver;
  readonly blobStore: BlobStore;
}

/**
 * Every read model an operator lists and rebuilds: the views and the typed tables the projection
 * areas declare (ADR 0022, 0023, 0024). A server passes the engine and the table projections it
 * runs, so their rebuild moves its running loops over; the CLI, rebuilding in its own process,
 * passes none and gets fresh ones.
 */
export function operatedProjections(
  options: OperatedProjectionsOptions,
  running: { engine?: ProjectionEngine; tables?: ReadonlyMap<string, OperatedProjection> } = {},
): OperatedProjection[] {
  const { eventStore, readStore, sql, blobStore } = options;
  return [
    ...viewProjections({ eventStore, readStore, views: running.engine?.views ?? allViews, engine: running.engine }),
    ...[...allTableProjections].map(([name, build]) => running.tables?.get(name) ?? build({ eventStore, sql, blobStore })),
  ];
}
