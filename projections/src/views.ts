import { projectionAreas } from './areas.ts';
import type { AnyView } from './engine/view.ts';

/**
 * Every read model the system runs, from the areas' lists: the server's engine registers these,
 * and the ops CLI (`npm run portal -- projections ...`) finds projections by these names.
 */
export const allViews: readonly AnyView[] = projectionAreas.flatMap((area) => area.views);

const viewNames: ReadonlySet<string> = new Set(allViews.map((view) => view.name));

/** Whether the engine runs a view of this name: a route that reads any other answers empty forever. */
export function isRegisteredView(name: string): boolean {
  return viewNames.has(name);
}
