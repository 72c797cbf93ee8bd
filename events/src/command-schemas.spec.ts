import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Value } from 'typebox/value';
import { commandSchemas } from './command-schemas.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module `file` imports, followed through relative imports; bare specifiers as they are written. */
function importGraph(file: string, seen = new Set<string>(), bare = new Set<string>()): { files: Set<string>; bare: Set<string> } {
  if (seen.has(file)) return { files: seen, bare };
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
    if (specifier!.startsWith('.')) importGraph(resolve(dirname(file), specifier!), seen, bare);
    else bare.add(specifier!);
  }
  return { files: seen, bare };
}

describe('@portal/events/commands', () => {
  it('imports nothing but TypeBox and pure schema files, so the UI can bundle it', () => {
    const { files, bare } = importGraph(resolve(here, 'command-schemas.ts'));
    expect([...bare]).toEqual(['typebox']);
    const impure = [...files].filter((f) => /-events\.ts$|\/core\/(?!schema\.ts)|\/adapters\/|\/http\/|\/identity\//.test(f));
    expect(impure).toEqual([]);
  });

  it('validates with the schemas it names (a sample command passes, a stray field does not)', () => {
    const data = { salesPartnerId: '6f1c2b0e-3f64-4d7e-9a11-2a9b8d1f0c55', allowed: true };
    expect(Value.Check(commandSchemas.SetPublicRegistration, data)).toBe(true);
    expect(Value.Check(commandSchemas.SetPublicRegistration, { ...data, extra: 1 })).toBe(false);
  });
});
