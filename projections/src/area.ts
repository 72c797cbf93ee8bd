import type { BlobStore } from '@portal/platform';
import type { AnyView } from './engine/view.ts';
import type { TableProjection, TableProjectionOptions } from './engine/table-projection.ts';

/** What a process hands a table projection it runs: the log, the SQL database of its tables, the files it reads. */
export interface TableProjectionDeps extends TableProjectionOptions {
  readonly blobStore: BlobStore;
}

/** Builds one of an area's table projections; each process that projects (or rebuilds) builds its own. */
export type TableProjectionFactory = (deps: TableProjectionDeps) => TableProjection;

/**
 * What one business area adds to the read side, exported from its folder's `index.ts` and
 * listed once in `areas.ts`. The engine, the ops CLI and the query API's "is this view
 * registered" check all read that list, so a view no area names is caught by `areas.spec.ts`
 * instead of answering empty; the processes build, run and operate the table projections from it.
 */
export interface ProjectionArea {
  /** The area's folder under `projections/src/`. */
  readonly name: string;
  /** The document views the engine runs for this area. */
  readonly views: readonly AnyView[];
  /**
   * Its read models in typed SQL tables of their own (ADR 0022, 0023, 0024), by the name a
   * process's status lists them under.
   */
  readonly tables?: Readonly<Record<string, TableProjectionFactory>>;
}
