import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TableProjectionDeps } from './area.ts';
import { projectionAreas } from './areas.ts';
import { TableProjection } from './engine/table-projection.ts';
import * as projections from './index.ts';
import { allTableProjections } from './table-projections.ts';
import { allViews, isRegisteredView } from './views.ts';

// Folders of the package that are machinery, not business areas.
const machinery = new Set(['engine', 'store', 'testing']);
const areaFolders = readdirSync(fileURLToPath(new URL('.', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !machinery.has(entry.name))
  .map((entry) => entry.name);

const looksLikeView = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && 'name' in value && 'handles' in value && 'documentIds' in value && 'evolve' in value;

describe('the read side areas', () => {
  it.each(areaFolders)('lists the folder %s as an area', (folder) => {
    expect(projectionAreas.map((area) => area.name)).toContain(folder);
  });

  it('lists each area once, under a folder that exists', () => {
    const names = projectionAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...areaFolders].sort());
  });

  it('registers every view the package exports, so none silently answers empty', () => {
    const exported = Object.entries(projections).filter(([, value]) => looksLikeView(value));
    expect(exported.length).toBeGreaterThan(0);
    for (const [exportName, view] of exported) {
      expect({ exportName, registered: allViews.includes(view as (typeof allViews)[number]) }).toEqual({ exportName, registered: true });
    }
  });

  it('gives every view its own name', () => {
    const names = allViews.map((view) => view.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(isRegisteredView(name)).toBe(true);
    expect(isRegisteredView('no-such-view')).toBe(false);
  });

  it('builds every table projection the package exports from an area, so each process runs and operates it', () => {
    const exported = Object.entries(projections).filter(([, value]) => typeof value === 'function' && value.prototype instanceof TableProjection);
    expect(exported.length).toBeGreaterThan(0);
    // The constructors only keep their options: nothing opens or reads here.
    const deps = {} as TableProjectionDeps;
    const built = [...allTableProjections.values()].map((build) => build(deps).constructor);
    for (const [exportName, table] of exported) expect({ exportName, built: built.includes(table as typeof built[number]) }).toEqual({ exportName, built: true });
  });
});
