import { compareCheckpoints, formatCheckpoint, START, type Checkpoint, type EventStore } from '@portal/events';
import type { GenerationState, ProjectionFailure, ReadStore } from '../store/read-store.ts';
import { isAuditReplay } from './audit-replays.ts';
import type { AnyView } from './view.ts';

export interface ProjectionStatusRow {
  readonly name: string;
  /** The generation readers see; null if the projection never ran. */
  readonly generation: number | null;
  /** `failed` when the last engine on it stopped on an error (see `failure`). */
  readonly state: 'active' | 'failed' | 'never-run';
  readonly checkpoint: string;
  readonly head: string;
  /** Events between the checkpoint and the head (by global position). */
  readonly lagEvents: number;
  /** Age of the oldest event the projection has not applied yet; 0 when caught up. */
  readonly lagSeconds: number;
  readonly failure?: ProjectionFailure;
  /** A rebuild in progress (from any process): its generation and checkpoint. */
  readonly rebuilding?: { readonly generation: number; readonly checkpoint: string };
}

export interface ProjectionStatusOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  /** Views to list even if they never ran; projections found only in the registry are listed too. */
  readonly views?: readonly Pick<AnyView, 'name'>[];
  readonly now?: () => number;
}

/**
 * Every projection's position against the head of the log, read from the registry, so it sees
 * engines and rebuilds in every process. Also the source of the lag metrics.
 *
 * @example
 * for (const row of await projectionStatus({ eventStore, readStore, views: allViews })) lagGauge.set({ projection: row.name }, row.lagEvents);
 */
export async function projectionStatus(options: ProjectionStatusOptions): Promise<ProjectionStatusRow[]> {
  const { eventStore, readStore } = options;
  const now = options.now ?? Date.now;
  const [head, generations] = await Promise.all([eventStore.head(), readStore.generations()]);
  const byName = new Map<string, GenerationState[]>();
  for (const name of options.views?.map((v) => v.name) ?? []) byName.set(name, []);
  // An audit replay is a hidden copy of a view as of a moment, not a projection: it has no lag.
  for (const g of generations.filter((state) => !isAuditReplay(state.projection))) byName.set(g.projection, [...(byName.get(g.projection) ?? []), g]);
  const rows: ProjectionStatusRow[] = [];
  for (const [name, states] of byName) rows.push(await statusRowOf(eventStore, name, states, head, now));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Events and seconds between `checkpoint` and the head: 0 when caught up. */
export async function lagOf(eventStore: EventStore, checkpoint: Checkpoint, head: Checkpoint, now: () => number = Date.now): Promise<{ lagEvents: number; lagSeconds: number }> {
  if (compareCheckpoints(checkpoint, head) >= 0) return { lagEvents: 0, lagSeconds: 0 };
  const lagEvents = Math.max(Number(head.position - checkpoint.position), 1);
  const [next] = await eventStore.readAll({ after: checkpoint, maxCount: 1 });
  return { lagEvents, lagSeconds: next ? Math.max(0, (now() - Date.parse(next.recordedAt)) / 1000) : 0 };
}

/** One view's row from its generations in the registry. */
export async function statusRowOf(eventStore: EventStore, name: string, states: readonly GenerationState[], head: Checkpoint, now: () => number = Date.now): Promise<ProjectionStatusRow> {
  const active = states.find((g) => g.status === 'active');
  const building = states.find((g) => g.status === 'building');
  const checkpoint = active?.checkpoint ?? START;
  return {
    name,
    generation: active?.generation ?? null,
    state: active === undefined ? 'never-run' : active.failure ? 'failed' : 'active',
    checkpoint: formatCheckpoint(checkpoint),
    head: formatCheckpoint(head),
    ...(await lagOf(eventStore, checkpoint, head, now)),
    ...(active?.failure ? { failure: active.failure } : {}),
    ...(building ? { rebuilding: { generation: building.generation, checkpoint: formatCheckpoint(building.checkpoint) } } : {}),
  };
}
