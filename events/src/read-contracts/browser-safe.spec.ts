import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The UI bundles this module: one import of node:*, pg or fastify anywhere below it breaks the
// browser build, so the whole import graph is checked, not just the index.
function packagesImportedBelow(file: string, seen = new Set<string>()): Map<string, string> {
  const found = new Map<string, string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, specifier] of source.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gm)) {
    if (specifier!.startsWith('.')) for (const [name, by] of packagesImportedBelow(resolve(dirname(file), specifier!), seen)) found.set(name, by);
    else found.set(specifier!, relative(process.cwd(), file));
  }
  return found;
}

describe('@portal/events/read-contracts', () => {
  it('imports no package but typebox, however deep', () => {
    const index = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts');
    const packages = [...packagesImportedBelow(index)].filter(([name]) => name !== 'typebox');
    expect(packages).toEqual([]);
  });
});
