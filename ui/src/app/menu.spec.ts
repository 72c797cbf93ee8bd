import { menuFor, showsAutoUpdateSwitch, userMenuFor } from './menu.ts';

const keys = (entries: { key: string }[]) => entries.map((e) => e.key);

describe('menu by role (spec section 2)', () => {
  it('lists exactly the entries of each role', () => {
    expect(keys(menuFor('default'))).toEqual(['dashboard']);
    expect(keys(menuFor('admin'))).toEqual([
      'dashboard',
      'portfolioManagement',
      'procurement',
      'ecology',
      'salesPartnerManagement',
      'market',
      'admin',
      'tasks',
      'audit',
    ]);
    expect(keys(menuFor('salesPartner'))).toEqual(['dashboard', 'portfolioManagement', 'procurement', 'customers', 'market', 'admin']);
    expect(keys(menuFor('customer'))).toEqual(['dashboard', 'portfolioManagement', 'procurement', 'meteringPoints', 'market']);
    // No business page is the auditor's: the audit alone.
    expect(keys(menuFor('auditor'))).toEqual(['audit']);
    expect(menuFor('auditor')[0]?.path).toBe('/audit');
  });

  it("gives the auditor his own user as personal settings, no account and no users", () => {
    expect(userMenuFor('auditor', null, 'u1')).toEqual([{ key: 'personalSettings', icon: 'person', path: '/account-settings/own-user' }]);
    expect(showsAutoUpdateSwitch('auditor')).toBe(false);
  });

  it('hides account settings and users for admin and private customers, personal settings for admin', () => {
    expect(keys(userMenuFor('admin', null, 'u1'))).toEqual([]);
    expect(keys(userMenuFor('customer', 'PR', 'u1'))).toEqual(['personalSettings']);
    expect(keys(userMenuFor('customer', 'FI', 'u1'))).toEqual(['accountSettings', 'users', 'personalSettings']);
    expect(keys(userMenuFor('salesPartner', null, 'u1'))).toEqual(['accountSettings', 'users', 'personalSettings']);
    expect(keys(userMenuFor('default', null, null))).toEqual([]);
  });

  it('points personal settings at the own user, or personal details for private customers', () => {
    expect(userMenuFor('customer', 'FI', 'u 1').find((e) => e.key === 'personalSettings')?.path).toBe('/account-settings/users/u%201/edit');
    expect(userMenuFor('customer', 'PR', 'u1').find((e) => e.key === 'personalSettings')?.path).toBe('/account-settings/personal-details');
  });

  it('hides the auto-update switch from customers', () => {
    expect(showsAutoUpdateSwitch('customer')).toBe(false);
    expect(showsAutoUpdateSwitch('admin')).toBe(true);
    expect(showsAutoUpdateSwitch('salesPartner')).toBe(true);
  });
});
