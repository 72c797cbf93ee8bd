import type { GuardSession } from './guards.ts';
import type { RouteNode } from './route-table.ts';
import { sectionTabsFor } from './section-tabs.ts';

const admin: GuardSession = { role: 'admin', customerType: null };
const partner: GuardSession = { role: 'salesPartner', customerType: null };
const firm: GuardSession = { role: 'customer', customerType: 'FI' };
const privateCustomer: GuardSession = { role: 'customer', customerType: 'PR' };

const paths = (pathname: string, session: GuardSession) => sectionTabsFor(pathname, session)?.tabs.map((t) => t.path);
const selected = (pathname: string, session: GuardSession) => sectionTabsFor(pathname, session)?.tabs.filter((t) => t.selected).map((t) => t.path);

describe('section tabs (spec section 2)', () => {
  it('lists the children of a section that the role may open, in the skeleton’s order', () => {
    expect(paths('/admin/messages', admin)).toEqual(['/admin/messages', '/admin/trading-year', '/admin/holidays', '/admin/document-templates', '/admin/emails', '/admin/auditors']);
    expect(paths('/account-settings/account', partner)).toEqual(['/account-settings/account', '/account-settings/design', '/account-settings/users']);
    expect(paths('/account-settings/company-details', firm)).toEqual(['/account-settings/company-details', '/account-settings/users']);
    expect(paths('/customer-management/customers', partner)).toEqual(['/customer-management/customers', '/customer-management/meteringpoints']);
    expect(paths('/portfolio-management/profile', firm)).toEqual([
      '/portfolio-management/frame-contracts',
      '/portfolio-management/profile',
      '/portfolio-management/strategies-list-tranches',
    ]);
    expect(paths('/portfolio-management/tools', admin)).toContain('/portfolio-management/tools');
    expect(paths('/market/spot', firm)).toEqual(['/market/future', '/market/spot', '/market/exchange']);
    expect(paths('/tasks-management/data', admin)).toHaveLength(7);
  });

  it('joins the top-level pages of one section (procurement: offers and strategies)', () => {
    expect(paths('/offers', firm)).toEqual(['/offers', '/strategies']);
    expect(selected('/strategies', partner)).toEqual(['/strategies']);
  });

  it('selects the top child for a nested page, and none on the section’s own path', () => {
    expect(selected('/customer-management/customers/c1/FI/customer-overview/contact', partner)).toEqual(['/customer-management/customers']);
    expect(selected('/offers/42/strategies/7/pricing', admin)).toEqual(['/offers']);
    expect(selected('/account-settings/users/u1/edit', firm)).toEqual(['/account-settings/users']);
    expect(selected('/admin', admin)).toEqual([]);
    // A segment that merely starts like a tab's is not inside it.
    expect(selected('/market/futures', firm)).toEqual([]);
  });

  it('shows no tabs outside a section, or when the role may open only one child', () => {
    expect(sectionTabsFor('/dashboard', admin)).toBeNull();
    expect(sectionTabsFor('/ecology', admin)).toBeNull();
    expect(sectionTabsFor('/account-settings/personal-details', privateCustomer)).toBeNull();
    expect(sectionTabsFor('/admin/margins-service-fees', partner)).toBeNull();
    expect(sectionTabsFor('/market/future', { role: 'default', customerType: null })).toBeNull();
  });

  it('names the section for the tab bar', () => {
    expect(sectionTabsFor('/market/future', firm)?.labelKey).toBe('routes.market');
    expect(sectionTabsFor('/offers', firm)?.labelKey).toBe('menu.procurement');
  });

  it('turns a child added to the skeleton into a tab, leaving out parameter segments', () => {
    const table: RouteNode[] = [
      {
        path: '/reports',
        crumb: 'reports',
        guard: 'loggedIn',
        indexRedirect: 'daily',
        children: [
          { path: 'daily', crumb: 'daily', page: true },
          { path: ':reportId', param: 'reportId', page: true },
          { path: 'audit', crumb: 'audit', page: true, guard: 'admin' },
          { path: 'weekly', crumb: 'weekly', page: true },
        ],
      },
    ];
    expect(sectionTabsFor('/reports/weekly', partner, table)?.tabs).toEqual([
      { crumb: 'daily', path: '/reports/daily', selected: false },
      { crumb: 'weekly', path: '/reports/weekly', selected: true },
    ]);
    expect(sectionTabsFor('/reports/daily', admin, table)?.tabs.map((t) => t.crumb)).toEqual(['daily', 'audit', 'weekly']);
  });
});
