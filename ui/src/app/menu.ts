import type { PortalIcon } from '@/lib/icons.ts';
import { fillPath, paths } from '@/config/paths.ts';
import type { CustomerType, Role } from './session-slice.ts';

// The navigation of spec section 2: the left menu per role, and the entries of the logged-in
// user drawer with their hiding rules.

export interface MenuEntry {
  key: string;
  icon: PortalIcon;
  path: string;
}

const entries = {
  dashboard: { icon: 'dashboard', path: paths.dashboard },
  portfolioManagement: { icon: 'briefcase', path: paths.portfolio.root },
  procurement: { icon: 'shopping-cart', path: paths.procurement.offers },
  ecology: { icon: 'tree', path: paths.ecology },
  salesPartnerManagement: { icon: 'office', path: paths.customerManagement.salesPartners },
  customers: { icon: 'people', path: paths.customerManagement.customers },
  meteringPoints: { icon: 'map-marker', path: paths.customerManagement.meteringPoints },
  market: { icon: 'timeline-line-chart', path: paths.market.root },
  admin: { icon: 'cog', path: paths.admin.root },
  tasks: { icon: 'tick-circle', path: paths.tasks.root },
  audit: { icon: 'history', path: paths.audit.root },
} as const satisfies Record<string, Omit<MenuEntry, 'key'>>;

type EntryKey = keyof typeof entries;

const MENU_BY_ROLE: Record<Role, EntryKey[]> = {
  default: ['dashboard'],
  admin: ['dashboard', 'portfolioManagement', 'procurement', 'ecology', 'salesPartnerManagement', 'market', 'admin', 'tasks', 'audit'],
  salesPartner: ['dashboard', 'portfolioManagement', 'procurement', 'customers', 'market', 'admin'],
  customer: ['dashboard', 'portfolioManagement', 'procurement', 'meteringPoints', 'market'],
  // No business page is his (docs/adr/0025-auditors.md): the audit alone.
  auditor: ['audit'],
};

/** The left menu of a role; the translation key is `menu.<key>`. */
export function menuFor(role: Role): MenuEntry[] {
  return MENU_BY_ROLE[role].map((key) => ({ key, ...entries[key] }));
}

/**
 * The logged-in user drawer: account settings and users are hidden for admin and private
 * customers, personal settings for admin. A visitor (default) has the logged-out drawer instead.
 * The auditor has his personal settings only: no account, no users.
 */
export function userMenuFor(role: Role, customerType: CustomerType | null, userId: string | null): MenuEntry[] {
  if (role === 'default') return [];
  if (role === 'auditor') return [{ key: 'personalSettings', icon: 'person', path: paths.accountSettings.ownUser }];
  const isPrivate = role === 'customer' && customerType === 'PR';
  const menu: MenuEntry[] = [];
  if (role !== 'admin' && !isPrivate) {
    menu.push({ key: 'accountSettings', icon: 'settings', path: paths.accountSettings.root });
    menu.push({ key: 'users', icon: 'people', path: paths.accountSettings.users });
  }
  if (role !== 'admin') {
    // Private customers keep their personal data at customer level; everyone else edits their user.
    const path = isPrivate || !userId ? paths.accountSettings.personalDetails : fillPath(paths.accountSettings.userEdit, { userId });
    menu.push({ key: 'personalSettings', icon: 'person', path });
  }
  return menu;
}

/** The auto-update switch of the user drawer is hidden from customers. */
export function showsAutoUpdateSwitch(role: Role): boolean {
  return role === 'admin' || role === 'salesPartner';
}
