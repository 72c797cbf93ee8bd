import { isPrincipal, principalFrom } from './principal.ts';

const userId = '6b1f0d8e-0000-4000-8000-000000000001';

describe('principal', () => {
  it('knows the auditor: no partner, no customer', () => {
    const auditor = principalFrom({ userId, role: 'auditor' });
    expect(auditor).toEqual({ userId, role: 'auditor', salesPartnerId: null, customerId: null, customerType: null, isCustomerAdmin: false });
    expect(isPrincipal(auditor)).toBe(true);
  });

  it('refuses an auditor claim that carries a tenant (login never signs one)', () => {
    expect(isPrincipal({ ...principalFrom({ userId, role: 'auditor' }), salesPartnerId: 'alpha' })).toBe(false);
    expect(isPrincipal({ ...principalFrom({ userId, role: 'auditor' }), customerId: '1001' })).toBe(false);
    expect(isPrincipal({ ...principalFrom({ userId, role: 'auditor' }), isCustomerAdmin: true })).toBe(false);
  });

  it('keeps the other roles and refuses unknown ones', () => {
    expect(isPrincipal(principalFrom({ userId, role: 'admin' }))).toBe(true);
    expect(isPrincipal(principalFrom({ userId, role: 'customer', salesPartnerId: 'alpha', customerId: '1001', customerType: 'FI' }))).toBe(true);
    expect(isPrincipal({ ...principalFrom({ userId, role: 'admin' }), role: 'operator' })).toBe(false);
    expect(isPrincipal({ ...principalFrom({ userId, role: 'admin' }), role: 'default' })).toBe(false);
  });
});
