import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PendingPage } from '@/components/pending-page.tsx';
import { paths } from '@/config/paths.ts';
import type { CrumbHandle } from './layout/crumb-trail.ts';
import { Shell } from './layout/shell.tsx';
import { IndexRedirectTo, RouteGuard } from './route-guard.tsx';
import { collectPages, features } from './feature-registry.ts';
import { joinPath, type RouteNode, routeTable } from './route-table.ts';

// The features' pages by full path; each loads on its first visit (its feature's chunk).
const featurePages = collectPages(features);

/** The page a feature serves at `fullPath`, or the pending page while none does. */
function pageRoute(fullPath: string, crumb: string | undefined): RouteObject {
  const load = featurePages.get(fullPath);
  if (!load) return { index: true, element: <PendingPage titleKey={`routes.${crumb ?? 'home'}`} /> };
  return { index: true, lazy: async () => ({ Component: await load() }) };
}

function toRoute(node: RouteNode, parent: string): RouteObject {
  const handle: CrumbHandle = { crumb: node.crumb, param: node.param };
  const children = node.children ?? [];
  const fullPath = joinPath(parent, node.path);
  if (node.path === '' && children.length === 0) {
    // An empty child path: the parent's own page (or its redirect), under the parent's guard.
    if (node.indexRedirect) return { index: true, element: <IndexRedirectTo rule={node.indexRedirect} /> };
    return { ...pageRoute(fullPath, node.crumb), handle };
  }
  const index: RouteObject[] = [];
  if (node.page) index.push(pageRoute(fullPath, node.crumb));
  else if (node.indexRedirect) index.push({ index: true, element: <IndexRedirectTo rule={node.indexRedirect} /> });
  else if (!children.some((c) => c.path === '') && children[0] && !children[0].path.startsWith(':')) {
    index.push({ index: true, element: <Navigate to={children[0].path} replace /> });
  }
  return { path: node.path, handle, element: <RouteGuard guard={node.guard} />, children: [...index, ...children.map((child) => toRoute(child, fullPath))] };
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Shell />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <Spinner className="portal-boot-spinner" />,
      children: [...routeTable.map((node) => toRoute(node, '/')), { path: '*', element: <Navigate to={paths.notFound} replace /> }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;
