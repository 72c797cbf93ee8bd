import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Feature } from '@/lib/feature.ts';
import { collectPages, features } from './feature-registry.ts';
import { pagePaths } from './route-table.ts';

const page = async () => () => null;

const featuresDir = fileURLToPath(new URL('../features', import.meta.url));
const featureFolders = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
// Features without pages or texts of their own, which app/ mounts directly (the partner's
// colours, the cookie banner): a folder is left out of the registry only by being named here.
const withoutPages = ['branding', 'cookies'];

describe('feature registry', () => {
  it('has no path that two features serve', () => {
    expect(() => collectPages(features)).not.toThrow();
  });

  it('refuses a path that two features register', () => {
    const a: Feature = { name: 'a', pages: { '/imprint': page } };
    const b: Feature = { name: 'b', pages: { '/imprint': page } };
    expect(() => collectPages([a, b])).toThrow('/imprint is served by both a and b');
  });

  it('registers only pages the route skeleton has', () => {
    const skeleton = new Set(pagePaths());
    expect([...collectPages(features).keys()].filter((path) => !skeleton.has(path))).toEqual([]);
  });

  it('gives every feature a unique name', () => {
    const names = features.map((f) => f.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(featureFolders.filter((folder) => existsSync(`${featuresDir}/${folder}/feature.ts`)))('registers the feature folder %s under its name', (folder) => {
    expect(features.map((f) => f.name)).toContain(folder);
  });

  it('has a feature.ts in every feature folder but those without pages', () => {
    expect(featureFolders.filter((folder) => !existsSync(`${featuresDir}/${folder}/feature.ts`))).toEqual(withoutPages);
  });
});
