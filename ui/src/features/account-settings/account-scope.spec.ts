import { accountUserScope } from './account-scope.ts';

describe('accountUserScope', () => {
  it('lets a partner user invite into its partner', () => {
    expect(accountUserScope({ role: 'salesPartner', customerType: null, user: { salesPartnerId: 'p1' } })).toEqual({ salesPartnerId: 'p1', customerId: null, role: 'salesPartner' });
  });

  it('lets only a firm customer’s admin invite, into its customer', () => {
    const firmAdmin = { role: 'customer' as const, customerType: 'FI' as const, user: { salesPartnerId: 'p1', customerId: 'c1', isCustomerAdmin: true } };
    expect(accountUserScope(firmAdmin)).toEqual({ salesPartnerId: 'p1', customerId: 'c1', role: 'customer' });
    expect(accountUserScope({ ...firmAdmin, user: { ...firmAdmin.user, isCustomerAdmin: false } })).toBeNull();
    expect(accountUserScope({ ...firmAdmin, customerType: 'PR' })).toBeNull();
  });

  it('gives the admin and a session without tenant ids nothing', () => {
    expect(accountUserScope({ role: 'admin', customerType: null, user: { salesPartnerId: null } })).toBeNull();
    expect(accountUserScope({ role: 'salesPartner', customerType: null, user: {} })).toBeNull();
  });
});
