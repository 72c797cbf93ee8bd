import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { PendingPage } from '@/components/pending-page.tsx';
import { paths } from '@/config/paths.ts';
import { sessionApi } from '@/entities/session/session-api.ts';
import type { CrumbHandle } from './layout/crumb-trail.ts';
import { Shell } from './layout/shell.tsx';
import { areaPathOf, indexRedirectTarget } from './index-redirect.ts';
import { IndexRedirectTo, RouteGuard } from './route-guard.tsx';
import { collectPages, features } from './feature-registry.ts';
import { type IndexRedirect, joinPath, type RouteNode, routeTable } from './route-table.ts';
import type { AppStore } from './store.ts';

// The features' pages by full path; each loads on its first visit (its feature's chunk).
const featurePages = collectPages(features);

/** The page a feature serves at `fullPath`, or the pending page while none does. */
function pageRoute(fullPath: string, crumb: string | undefined): RouteObject {
  const load = featurePages.get(fullPath);
  if (!load) return { index: true, element: <PendingPage titleKey={`routes.${crumb ?? 'home'}`} /> };
  return { index: true, lazy: async () => ({ Component: await load() }) };
}

/** The session once the start-up user-info call has answered: a loader may run before the shell asks. */
async function checkedSession(store: AppStore) {
  if (!store.getState().session.checked) await store.dispatch(sessionApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
  return store.getState().session;
}

/**
 * The empty path of an area, redirected by a loader: decided before anything renders, and the
 * router loads the target's page before showing it, so no empty page stands while an effect
 * redirects. A visitor gets no target; the element hands them to the area's guard.
 */
function indexRedirectRoute(rule: IndexRedirect, store: AppStore): RouteObject {
  return {
    index: true,
    loader: async ({ request }) => {
      const { role, customerType } = await checkedSession(store);
      const target = indexRedirectTarget(areaPathOf(new URL(request.url).pathname), rule, role, customerType);
      return target ? redirect(target) : null;
    },
    element: <IndexRedirectTo rule={rule} />,
  };
}

function toRoute(node: RouteNode, parent: string, store: AppStore): RouteObject {
  const handle: CrumbHandle = { crumb: node.crumb, param: node.param, guard: node.guard };
  const children = node.children ?? [];
  const fullPath = joinPath(parent, node.path);
  if (node.path === '' && children.length === 0) {
    // An empty child path: the parent's own page (or its redirect), under the parent's guard.
    if (node.indexRedirect) return indexRedirectRoute(node.indexRedirect, store);
    return { ...pageRoute(fullPath, node.crumb), handle };
  }
  const index: RouteObject[] = [];
  if (node.page) index.push(pageRoute(fullPath, node.crumb));
  else if (node.indexRedirect) index.push(indexRedirectRoute(node.indexRedirect, store));
  else if (!children.some((c) => c.path === '') && children[0] && !children[0].path.startsWith(':')) {
    index.push({ index: true, element: <Navigate to={children[0].path} replace /> });
  }
  return { path: node.path, handle, element: <RouteGuard guard={node.guard} />, children: [...index, ...children.map((child) => toRoute(child, fullPath, store))] };
}

export function createRouter(store: AppStore) {
  return createBrowserRouter([
    {
      element: <Shell />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <Spinner className="portal-boot-spinner" />,
      children: [...routeTable.map((node) => toRoute(node, '/', store)), { path: '*', element: <Navigate to={paths.notFound} replace /> }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;
