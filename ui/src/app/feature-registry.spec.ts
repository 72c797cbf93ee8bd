import type { Feature } from '@/lib/feature.ts';
import { collectPages, features } from './feature-registry.ts';
import { pagePaths } from './route-table.ts';

const page = async () => () => null;

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
});
