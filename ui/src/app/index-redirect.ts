import { homePathOf } from '@/config/paths.ts';
import { joinPath, type IndexRedirect } from './route-table.ts';
import type { CustomerType, Role } from './session-slice.ts';

// Where the empty path of an area goes (spec section 2), as one pure decision shared by the
// router's loader (which redirects before anything renders) and the fallback element.

/**
 * The full path the empty path `areaPath` leads to for this role, or null for a visitor: the
 * area's guard decides about them (to /login with the area as redirect).
 *
 * @example indexRedirectTarget('/account-settings', { FI: 'company-details' }, 'customer', 'FI') // '/account-settings/company-details'
 */
export function indexRedirectTarget(areaPath: string, rule: IndexRedirect, role: Role, customerType: CustomerType | null): string | null {
  if (role === 'default') return null;
  if (typeof rule === 'string') return joinPath(areaPath, rule);
  const key = role === 'customer' ? customerType : role;
  const segment = key ? rule[key] : undefined;
  // A role the area has no page for: the guard of spec section 4 sends a wrong role there too.
  return segment ? joinPath(areaPath, segment) : homePathOf(role);
}

/** The area of an index route's URL: `/account-settings/` and `/account-settings` alike. */
export function areaPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
