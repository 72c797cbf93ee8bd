import { allTableProjections, type Logger, type TableProjection } from '@portal/projections';
import type { Infrastructure } from './infrastructure.ts';

/**
 * The projections into typed SQL tables beside the view documents (ADR 0022, 0023, 0024), as the
 * processes that project run them: every table the projection areas declare, built and started
 * in the areas' order.
 */
export interface TypedProjections {
  /** Each by the name its area gives it (the ops CLI's and the status's name). */
  readonly tables: ReadonlyMap<string, TableProjection>;
  // The all-in-one server's /status still names these three; a new area's table is run,
  // operated and stopped through `tables` without a line here.
  readonly timeSeries: TableProjection;
  readonly offerTable: TableProjection;
  readonly marketSeries: TableProjection;
  stop(): Promise<void>;
}

export async function startTypedProjections(infra: Infrastructure, logger: Logger): Promise<TypedProjections> {
  // Tables and files in the SQL database of the blobs, beside the documents.
  const { eventStore, blobStore, sql } = infra;
  const tables = new Map<string, TableProjection>();
  for (const [name, build] of allTableProjections) {
    const table = build({ eventStore, sql, blobStore, logger });
    await table.start();
    tables.set(name, table);
  }
  const named = (name: string): TableProjection => {
    const table = tables.get(name);
    if (!table) throw new Error(`no projection area declares the table projection ${name}`);
    return table;
  };
  return {
    tables,
    timeSeries: named('timeSeries'),
    offerTable: named('offerTable'),
    marketSeries: named('marketSeries'),
    stop: async () => {
      for (const table of tables.values()) await table.stop();
    },
  };
}
