import { paths } from '@/config/paths.ts';
import { fullPaths, joinPath, type RouteNode, routeTable } from './route-table.ts';

function pathValues(tree: object): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : pathValues(v as object)));
}

/** Full paths of nodes that show something themselves (a page or an index redirect). */
function pagePaths(nodes: RouteNode[], parent = '/'): string[] {
  return nodes.flatMap((node) => {
    const full = joinPath(parent, node.path);
    const own = node.page || node.indexRedirect ? [full] : [];
    return [...own, ...pagePaths(node.children ?? [], full)];
  });
}

describe('route table', () => {
  it('routes every path of config/paths.ts', () => {
    const routed = new Set(fullPaths());
    expect(pathValues(paths).filter((p) => !routed.has(p))).toEqual([]);
  });

  it('has no page that config/paths.ts does not name', () => {
    const named = new Set(pathValues(paths));
    expect(pagePaths(routeTable).filter((p) => !named.has(p))).toEqual([]);
  });

  it('routes each path once', () => {
    const all = pagePaths(routeTable);
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });

  it('guards every top-level route', () => {
    expect(routeTable.filter((node) => !node.guard).map((n) => n.path)).toEqual([]);
  });
});
