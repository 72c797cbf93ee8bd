import type { EventStore } from '@portal/events';
import type { ReadStore } from '../store/read-store.ts';
import type { ProjectionEngine } from './projection-engine.ts';
import { statusRowOf, type ProjectionStatusRow } from './projection-status.ts';
import { rebuild, type RebuildOptions, type RebuildResult } from './rebuild.ts';
import type { AnyView } from './view.ts';

/** What an operator passes to a rebuild: progress, Ctrl-C, batch size. */
export type RebuildRun = Pick<RebuildOptions, 'onProgress' | 'signal' | 'batchSize'>;

/**
 * A read model as operators see it (`portal projections status | rebuild`, the ops listener):
 * the document engine's views and the typed tables that keep rows of their own (time series,
 * offer table) alike, so the CLI and the ops routes have one code path for all of them.
 */
export interface OperatedProjection {
  readonly name: string;
  /** Its generation, checkpoint and lag against the head of the log, read from the store. */
  statusRow(): Promise<ProjectionStatusRow>;
  /**
   * Blue/green: builds the whole model again beside the live one and switches readers over in
   * one transaction; aborting leaves the live one untouched.
   */
  rebuild(run?: RebuildRun): Promise<RebuildResult>;
}

export interface ViewProjectionsOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly views: readonly AnyView[];
  /** The engine running them in this process: its rebuild moves the running loop over too. */
  readonly engine?: ProjectionEngine;
}

/** The document engine's views as operated projections. */
export function viewProjections(options: ViewProjectionsOptions): OperatedProjection[] {
  const { eventStore, readStore, engine } = options;
  return options.views.map((view) => ({
    name: view.name,
    statusRow: async () => {
      const [head, states] = await Promise.all([eventStore.head(), readStore.generations(view.name)]);
      return statusRowOf(eventStore, view.name, states, head);
    },
    rebuild: (run = {}) => (engine ? engine.rebuild(view.name, run) : rebuild({ ...run, eventStore, readStore, view })),
  }));
}

/** Every projection's row, by name. */
export async function operatedStatus(projections: readonly OperatedProjection[]): Promise<ProjectionStatusRow[]> {
  const rows = await Promise.all(projections.map((p) => p.statusRow()));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The projection named `name`, if there is one. */
export function findOperated(projections: readonly OperatedProjection[], name: string): OperatedProjection | undefined {
  return projections.find((p) => p.name === name);
}

/** The refusal for an unknown name, listing the known ones. */
export const unknownProjection = (projections: readonly OperatedProjection[], name: string): string =>
  `no projection named "${name}"; known: ${projections.map((p) => p.name).join(', ') || '(none)'}`;
