import { DomainError, formatCheckpoint } from '@portal/events';
import type { ReadStore, ScannedDocument, ScanPage } from '../store/read-store.ts';

// An audit replay is a generation of a view's documents as they stood at a past moment. It is
// registered under a name of its own, `<view>@asof-<UTC ISO time>`, so it is never the view's
// active generation: readers, the engine, `projections status` and a blue/green rebuild of the
// view (which drops the view's abandoned `building` generations) never touch it.

const marker = '@asof-';

/** `offers@asof-2025-03-31T21:59:59.000Z`: the registry name of `view` replayed up to `until`. */
export const auditReplayName = (view: string, until: Date): string => `${view}${marker}${until.toISOString()}`;

/** The view and moment an audit replay's name holds, or null for any other name. */
export function parseAuditReplayName(name: string): { view: string; until: string } | null {
  const at = name.lastIndexOf(marker);
  if (at <= 0) return null;
  const until = name.slice(at + marker.length);
  const time = Date.parse(until);
  if (Number.isNaN(time) || new Date(time).toISOString() !== until) return null;
  return { view: name.slice(0, at), until };
}

export const isAuditReplay = (name: string): boolean => parseAuditReplayName(name) !== null;

/** A kept audit replay, as `audit replays` lists it. */
export interface AuditReplayRow {
  readonly name: string;
  readonly view: string;
  readonly until: string;
  readonly generation: number;
  /** The last event folded into it. */
  readonly checkpoint: string;
  readonly updatedAt: string;
}

/** Every audit replay the store holds (kept with `--keep`, or left by a replay that was cut off). */
export async function auditReplays(readStore: ReadStore): Promise<AuditReplayRow[]> {
  const rows: AuditReplayRow[] = [];
  for (const g of await readStore.generations()) {
    const parsed = parseAuditReplayName(g.projection);
    if (parsed) rows.push({ name: g.projection, ...parsed, generation: g.generation, checkpoint: formatCheckpoint(g.checkpoint), updatedAt: g.updatedAt });
  }
  return rows;
}

async function generationsOf(readStore: ReadStore, name: string): Promise<number[]> {
  if (!isAuditReplay(name)) {
    throw new DomainError('ERR_BAD_REQUEST', 400, `"${name}" is not the name of an audit replay (<view>@asof-<time>, as \`audit replays\` lists them)`, { field: 'name' });
  }
  const generations = (await readStore.generations(name)).map((g) => g.generation);
  if (generations.length > 0) return generations;
  const kept = (await auditReplays(readStore)).map((r) => r.name);
  throw new DomainError('ERR_BAD_REQUEST', 404, `no audit replay named "${name}"; kept: ${kept.join(', ') || '(none)'}`, { field: 'name' });
}

/** One page of a replay's documents in id order, from its newest generation (a replay run again under the same name replaces the older). */
export async function auditReplayPage(readStore: ReadStore, name: string, page: ScanPage = {}): Promise<ScannedDocument[]> {
  return readStore.scan(name, Math.max(...(await generationsOf(readStore, name))), page);
}

/** Every document of a replay in id order, a page at a time. */
export async function* auditReplayDocuments(readStore: ReadStore, name: string, pageSize = 1000): AsyncGenerator<readonly ScannedDocument[]> {
  const generation = Math.max(...(await generationsOf(readStore, name)));
  let afterId: string | undefined;
  for (;;) {
    const page = await readStore.scan(name, generation, { limit: pageSize, ...(afterId === undefined ? {} : { afterId }) });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    afterId = page.at(-1)?.id;
  }
}

/** Drops an audit replay's documents and registry entry; never a view's own generations (the name must be an audit replay's). */
export async function dropAuditReplay(readStore: ReadStore, name: string): Promise<void> {
  for (const generation of await generationsOf(readStore, name)) await readStore.dropGeneration(name, generation);
}
