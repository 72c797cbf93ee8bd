import { guardDecision, type Guard } from './guards.ts';
import type { CustomerType, Role } from './session-slice.ts';

const as = (role: Role, customerType: CustomerType | null = null) => ({ role, customerType });
const visitor = as('default');

describe('route guards', () => {
  it('sends a visitor on a protected page to /login with the full path as redirect', () => {
    expect(guardDecision('loggedIn', visitor, '/offers/42/details?tab=1')).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Foffers%2F42%2Fdetails%3Ftab%3D1',
    });
    expect(guardDecision('admin', visitor, '/ecology')).toEqual({ allow: false, redirect: '/login?redirect=%2Fecology' });
  });

  it('sends a user who logged out themselves to plain /login', () => {
    expect(guardDecision('loggedIn', { ...visitor, loggedOutByUser: true }, '/market/future')).toEqual({ allow: false, redirect: '/login' });
  });

  it('lets everyone see public pages and sends logged-in users away from public-only ones', () => {
    expect(guardDecision('public', as('admin'), '/imprint')).toEqual({ allow: true });
    expect(guardDecision('publicOnly', visitor, '/login')).toEqual({ allow: true });
    expect(guardDecision('publicOnly', as('customer', 'FI'), '/login')).toEqual({ allow: false, redirect: '/dashboard' });
  });

  it('sends a user who just logged in to the redirect of the login page, if it stays on this site', () => {
    const user = as('salesPartner');
    expect(guardDecision('publicOnly', user, '/login?redirect=%2Foffers%2F42%2Fdetails%3Ftab%3D1')).toEqual({
      allow: false,
      redirect: '/offers/42/details?tab=1',
    });
    for (const hostile of ['https://evil.example', '//evil.example/x', '/\\evil.example', '/login?redirect=%2Fecology', 'dashboard']) {
      expect(guardDecision('publicOnly', user, `/login?redirect=${encodeURIComponent(hostile)}`)).toEqual({ allow: false, redirect: '/dashboard' });
    }
  });

  it('sends a wrong role to /dashboard', () => {
    const table: [Guard, Role, CustomerType | null, boolean][] = [
      ['admin', 'admin', null, true],
      ['admin', 'salesPartner', null, false],
      ['salesPartner', 'salesPartner', null, true],
      ['salesPartner', 'customer', 'FI', false],
      ['adminOrSalesPartner', 'admin', null, true],
      ['adminOrSalesPartner', 'customer', 'PR', false],
      ['salesPartnerOrCustomer', 'customer', 'PR', true],
      ['salesPartnerOrCustomer', 'admin', null, false],
      ['salesPartnerOrFirm', 'customer', 'FI', true],
      ['salesPartnerOrFirm', 'customer', 'PR', false],
      ['firm', 'customer', 'FI', true],
      ['firm', 'salesPartner', null, false],
      ['private', 'customer', 'PR', true],
      ['private', 'customer', 'FI', false],
      ['loggedIn', 'customer', 'PR', true],
      ['businessUser', 'customer', 'PR', true],
      ['businessUser', 'admin', null, true],
      ['auditor', 'admin', null, false],
      ['adminOrAuditor', 'admin', null, true],
      ['adminOrAuditor', 'salesPartner', null, false],
    ];
    for (const [guard, role, type, allowed] of table) {
      expect([guard, role, type, guardDecision(guard, as(role, type), '/x')]).toEqual([
        guard,
        role,
        type,
        allowed ? { allow: true } : { allow: false, redirect: '/dashboard' },
      ]);
    }
  });

  describe('the auditor (docs/adr/0025-auditors.md)', () => {
    const auditor = as('auditor');

    it('lands on the audit after login, and goes there from a page of the wrong role', () => {
      expect(guardDecision('publicOnly', auditor, '/login')).toEqual({ allow: false, redirect: '/audit' });
      for (const guard of ['businessUser', 'admin', 'adminOrSalesPartner', 'salesPartnerOrCustomer', 'salesPartnerOrFirm', 'firm', 'private'] as const) {
        expect([guard, guardDecision(guard, auditor, '/x')]).toEqual([guard, { allow: false, redirect: '/audit' }]);
      }
    });

    it('passes loggedIn and his own guards only', () => {
      for (const guard of ['loggedIn', 'auditor', 'adminOrAuditor'] as const) expect(guardDecision(guard, auditor, '/x')).toEqual({ allow: true });
      expect(guardDecision('auditor', as('admin'), '/x')).toEqual({ allow: false, redirect: '/dashboard' });
    });
  });
});
