import { fillPath, paths } from '@/config/paths.ts';

// The tabs of the customer overview: URL segment, breadcrumb key (routes.<crumb>) and, for the
// offer tabs, the read route behind them.

export const OVERVIEW_TABS = [
  { segment: 'frame-contracts', crumb: 'frameContracts' },
  { segment: 'strategies', crumb: 'strategies' },
  { segment: 'open-tranches', crumb: 'openTranches' },
  { segment: 'contact', crumb: 'contact' },
  { segment: 'users', crumb: 'users' },
] as const;

export type OverviewSegment = (typeof OVERVIEW_TABS)[number]['segment'];

/**
 * The tab a path shows (users/new belongs to users); the first tab for the overview itself.
 *
 * @example overviewTabOf('/customer-management/customers/c/FI/customer-overview/users/new') // 'users'
 */
export function overviewTabOf(pathname: string): OverviewSegment {
  const rest = pathname.split('/customer-overview/')[1] ?? '';
  const segment = rest.split('/')[0];
  return OVERVIEW_TABS.find((tab) => tab.segment === segment)?.segment ?? 'frame-contracts';
}

export function overviewTabPath(customerId: string, customerType: string, segment: string): string {
  return `${fillPath(paths.customerManagement.customerOverview, { customerId, customerType })}/${segment}`;
}
