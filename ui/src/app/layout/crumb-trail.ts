import type { Guard } from '@/app/guards.ts';
import { userDisplayName } from '@/entities/user/user-api.ts';
import { type CustomerDetail, customerDetailName } from '@/entities/customer/customer-api.ts';

// The breadcrumb trail as data, apart from React: which matched routes show a crumb and what
// each stands for. breadcrumbs.tsx turns it into Blueprint items; crumb-labels.tsx reads the
// entities behind route parameters and names them with `paramNames`.

/** What breadcrumbs read from a matched route (router.tsx puts it on each route). */
export interface CrumbHandle {
  crumb?: string;
  param?: string;
  guard?: Guard;
}

/** The part of react-router's match the trail reads. */
export interface CrumbMatch {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  handle: unknown;
}

/** A named page (`routes.<crumb>`) or the value of a route parameter, and where it links to. */
export type Crumb = { path: string } & ({ crumb: string } | { param: string; value: string });

/** Shown for an entity's name until its read answers. */
export const LOADING_LABEL = '…';

/**
 * One crumb per named level below `root`; a level matched twice (a route and its index page)
 * shows once.
 *
 * @example crumbTrail(matches of '/customer-management/sales-partner/p1/edit', '/')
 * // [{ crumb: 'customerManagement', … }, { crumb: 'salesPartners', … }, { param: 'salesPartnerId', value: 'p1', … }, { crumb: 'edit', … }]
 */
export function crumbTrail(matches: readonly CrumbMatch[], root: string): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  for (const match of matches) {
    const handle = match.handle as CrumbHandle | undefined;
    if (!handle || match.pathname === root) continue;
    const crumb = crumbOf(handle, match);
    if (!crumb) continue;
    const key = `${match.pathname}:${'crumb' in crumb ? crumb.crumb : `${crumb.param}=${crumb.value}`}`;
    if (seen.has(key)) continue;
    seen.add(key);
    trail.push(crumb);
  }
  return trail;
}

function crumbOf(handle: CrumbHandle, match: CrumbMatch): Crumb | null {
  if (handle.param) {
    const value = decodeURIComponent(match.params[handle.param] ?? '');
    return value ? { path: match.pathname, param: handle.param, value } : null;
  }
  return handle.crumb ? { path: match.pathname, crumb: handle.crumb } : null;
}

/**
 * Whether the crumbs may read the entities behind their parameters: only on a page whose every
 * guard lets the user through. A page a guard refuses is on its way to a redirect, and its
 * entity is not the user's to read (an auditor sent to a partner's page would ask for the
 * partner and be refused).
 */
export function crumbsMayRead(matches: readonly CrumbMatch[], allows: (guard: Guard) => boolean): boolean {
  return matches.every((match) => {
    const guard = (match.handle as CrumbHandle | undefined)?.guard;
    return guard === undefined || allows(guard);
  });
}

/**
 * A parameter crumb's text from the read of its entity: the name once known, the placeholder
 * while loading, the raw id when the read failed or the entity has no name to show.
 */
export function crumbLabel<T>(id: string, read: { data?: T; isError: boolean }, nameOf: (data: T) => string | null): string {
  if (read.data !== undefined) return nameOf(read.data) || id;
  return read.isError ? id : LOADING_LABEL;
}

/** How a parameter's entity is named, by route parameter (route-table.ts); the others show their value. */
export const paramNames = {
  salesPartnerId: (partner: { name: string }) => partner.name,
  customerId: (customer: CustomerDetail) => customerDetailName(customer),
  userId: (user: { prename: string; name: string }) => userDisplayName(user),
};

export type NamedParam = keyof typeof paramNames;
