import { paths } from '@/config/paths.ts';
import { overviewTabOf, overviewTabPath, OVERVIEW_TABS } from './overview-tabs.ts';

describe('customer overview tabs', () => {
  it('finds the tab of a path, users/new under users and the overview itself on the first tab', () => {
    const base = '/customer-management/customers/c1/FI/customer-overview';
    expect(overviewTabOf(`${base}/open-tranches`)).toBe('open-tranches');
    expect(overviewTabOf(`${base}/users/new`)).toBe('users');
    expect(overviewTabOf(base)).toBe('frame-contracts');
  });

  it('links every tab to a path of config/paths.ts', () => {
    const known = Object.values(paths.customerManagement).map((p) => p.replace(':customerId', 'c1').replace(':customerType', 'PR'));
    for (const tab of OVERVIEW_TABS) expect(known).toContain(overviewTabPath('c1', 'PR', tab.segment));
  });
});
