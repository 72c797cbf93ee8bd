import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { guardDecision, type Guard } from './guards.ts';
import { areaPathOf, indexRedirectTarget } from './index-redirect.ts';
import { useAppSelector } from './hooks.ts';
import type { IndexRedirect } from './route-table.ts';

/** Renders the child routes when the guard allows, else redirects (spec sections 4 and 6). */
export function RouteGuard({ guard }: { guard?: Guard }) {
  const session = useAppSelector((state) => state.session);
  const location = useLocation();
  if (!guard) return <Outlet />;
  // Until the start-up user-info call answers, a logged-in user would look like a visitor.
  if (guard !== 'public' && !session.checked) return <Spinner className="portal-boot-spinner" />;
  const decision = guardDecision(guard, session, `${location.pathname}${location.search}`);
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirect} replace />;
}

/**
 * The empty path of an area when the router's loader could not decide (a visitor: the area's
 * guard sends them to /login first).
 */
export function IndexRedirectTo({ rule }: { rule: IndexRedirect }) {
  const { role, customerType } = useAppSelector((state) => state.session);
  const { pathname } = useLocation();
  return <Navigate to={indexRedirectTarget(areaPathOf(pathname), rule, role, customerType) ?? paths.dashboard} replace />;
}
