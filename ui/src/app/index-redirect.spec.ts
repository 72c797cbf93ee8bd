import { indexRedirectTarget } from './index-redirect.ts';
import { routeTable } from './route-table.ts';

const ruleOf = (path: string) => {
  const rule = routeTable.find((node) => node.path === path)?.indexRedirect;
  if (!rule) throw new Error(`${path} has no index redirect`);
  return rule;
};

describe('index redirects (spec section 2)', () => {
  it('sends each role to its child of account settings', () => {
    const rule = ruleOf('/account-settings');
    expect(indexRedirectTarget('/account-settings', rule, 'salesPartner', null)).toBe('/account-settings/account');
    expect(indexRedirectTarget('/account-settings', rule, 'customer', 'FI')).toBe('/account-settings/company-details');
    expect(indexRedirectTarget('/account-settings', rule, 'customer', 'PR')).toBe('/account-settings/personal-details');
    // The admin has no account settings.
    expect(indexRedirectTarget('/account-settings', rule, 'admin', null)).toBe('/dashboard');
    // The auditor's only page there is his own user; an area without one sends him home, the audit.
    expect(indexRedirectTarget('/account-settings', rule, 'auditor', null)).toBe('/account-settings/own-user');
    expect(indexRedirectTarget('/admin', ruleOf('/admin'), 'auditor', null)).toBe('/audit');
  });

  it('sends every logged-in role to a one-target area’s child, and leaves visitors to the guard', () => {
    expect(indexRedirectTarget('/market', ruleOf('/market'), 'customer', 'PR')).toBe('/market/future');
    expect(indexRedirectTarget('/market', ruleOf('/market'), 'default', null)).toBeNull();
    expect(indexRedirectTarget('/customer-management', ruleOf('/customer-management'), 'default', null)).toBeNull();
  });
});
