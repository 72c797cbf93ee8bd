import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { guardDecision, type Guard } from './guards.ts';
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

/** The empty path of an area: one child, or the child of the user's role. */
export function IndexRedirectTo({ rule }: { rule: IndexRedirect }) {
  const { role, customerType } = useAppSelector((state) => state.session);
  if (typeof rule === 'string') return <Navigate to={rule} replace />;
  const key = role === 'customer' ? customerType : role;
  const target = key && key !== 'default' ? rule[key] : undefined;
  return <Navigate to={target ?? paths.dashboard} replace />;
}
