import type { TableProjectionFactory } from './area.ts';
import { projectionAreas } from './areas.ts';

/**
 * Every table projection of the areas, by its name, in the areas' order: the processes that
 * project build and run these, and the ops CLI finds them by these names for status and rebuild.
 */
export const allTableProjections: ReadonlyMap<string, TableProjectionFactory> = collectTables();

function collectTables(): Map<string, TableProjectionFactory> {
  const tables = new Map<string, TableProjectionFactory>();
  for (const area of projectionAreas) {
    for (const [name, build] of Object.entries(area.tables ?? {})) {
      // Two areas under one name would run one loop and lose the other's.
      if (tables.has(name)) throw new Error(`table projection ${name} is registered twice (area ${area.name})`);
      tables.set(name, build);
    }
  }
  return tables;
}
