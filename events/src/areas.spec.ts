import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventAreas } from './areas.ts';
import { commandModules, commandSchemas } from './command-schemas.ts';
import { portalCatalog } from './portal-catalog.ts';

const src = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const filesOf = (folder: string, suffix: string) => readdirSync(`${src}/${folder}`).filter((file) => file.endsWith(suffix));
const foldersWith = (suffix: string) => folders.filter((folder) => filesOf(folder, suffix).length > 0);

/** Every export of the modules in `folder` ending in `suffix`, by export name. */
async function exportsOf(folder: string, suffix: string): Promise<[string, unknown][]> {
  const modules = await Promise.all(filesOf(folder, suffix).map((file) => import(`./${folder}/${file}`) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.entries(module));
}

const isEventDefinition = (value: unknown): value is { type: string } =>
  typeof value === 'object' && value !== null && 'type' in value && 'version' in value && 'data' in value && typeof value.type === 'string';

describe('the event areas', () => {
  it.each(foldersWith('-events.ts'))('lists the folder %s, which defines events, as an area', (folder) => {
    expect(eventAreas.map((area) => area.name)).toContain(folder);
  });

  it('lists each area once, under a folder that exists', () => {
    const names = eventAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(folders).toContain(name);
  });

  it.each(foldersWith('-events.ts'))('registers in the catalog every event type that %s defines', async (folder) => {
    const catalog = portalCatalog();
    const defined = (await exportsOf(folder, '-events.ts')).filter(([, value]) => isEventDefinition(value));
    expect(defined.length).toBeGreaterThan(0);
    const unregistered = defined.filter(([, definition]) => catalog.definition((definition as { type: string }).type) !== definition).map(([name]) => name);
    expect(unregistered).toEqual([]);
  });
});

describe('the command modules', () => {
  it.each(foldersWith('-commands.ts'))('list the commands of %s in commandSchemas', async (folder) => {
    const maps = (await exportsOf(folder, '-commands.ts')).filter(([name]) => name.endsWith('CommandSchemas'));
    expect(maps.length).toBeGreaterThan(0);
    for (const [, map] of maps) expect(commandModules).toContain(map);
  });

  it('give every command type one schema', () => {
    const types = commandModules.flatMap((module) => Object.keys(module));
    expect(new Set(types).size).toBe(types.length);
    expect(Object.keys(commandSchemas).sort()).toEqual([...types].sort());
  });
});
