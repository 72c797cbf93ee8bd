import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// An area's rows reach the routes, the views and the UI through this index only; a module left
// out would be typed nowhere but in its own file.
const folder = fileURLToPath(new URL('.', import.meta.url));
const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.spec.ts'));

describe('the read contracts index', () => {
  it.each(modules)('exports everything of %s', (name) => {
    expect(index).toContain(`export * from './${name}';`);
  });
});
