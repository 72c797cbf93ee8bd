import type { DomainError } from '@portal/events';
import { assertMayReadCustomer, assertMayReadUser, assertSameSalesPartner } from './tenant-checks.ts';
import { testPrincipals } from './testing.ts';

const [alpha, beta] = ['partner-alpha', 'partner-beta'];
const admin = testPrincipals.admin('admin');
const anna = testPrincipals.salesPartner('anna', alpha);
const firmAdmin = testPrincipals.customer('fritz', alpha, 'firm-1', 'FI');
const person = testPrincipals.customer('paula', alpha, 'private-1', 'PR');

const verdict = (check: () => void): string => {
  try {
    check();
    return 'ok';
  } catch (error) {
    const e = error as DomainError;
    return `${e.status} ${e.code}`;
  }
};

describe('tenant checks', () => {
  it('keeps a partner user to its own partner; the admin sees all', () => {
    expect([verdict(() => assertSameSalesPartner(anna, alpha)), verdict(() => assertSameSalesPartner(anna, beta)), verdict(() => assertSameSalesPartner(admin, beta))]).toEqual([
      'ok',
      '403 ERR_BAD_REQUEST',
      'ok',
    ]);
    expect(verdict(() => assertSameSalesPartner(anna, null))).toBe('403 ERR_BAD_REQUEST');
  });

  it("lets a customer's partner and the customer itself read it, nobody else", () => {
    const own = { customerId: 'firm-1', salesPartnerId: alpha };
    const betas = { customerId: 'firm-9', salesPartnerId: beta };
    expect([anna, firmAdmin, person, admin].map((p) => verdict(() => assertMayReadCustomer(p, own)))).toEqual(['ok', 'ok', '403 ERR_BAD_REQUEST', 'ok']);
    expect([anna, firmAdmin].map((p) => verdict(() => assertMayReadCustomer(p, betas)))).toEqual(['403 ERR_BAD_REQUEST', '403 ERR_BAD_REQUEST']);
  });

  it('lets users see themselves, their managers see them, nobody else', () => {
    const colleague = { userId: 'felix', salesPartnerId: alpha, customerId: 'firm-1' };
    const partnerUser = { userId: 'bert', salesPartnerId: alpha, customerId: null };
    const betaUser = { userId: 'ben', salesPartnerId: beta, customerId: null };
    expect([anna, firmAdmin, person].map((p) => verdict(() => assertMayReadUser(p, colleague)))).toEqual(['ok', 'ok', '403 ERR_BAD_REQUEST']);
    expect([anna, firmAdmin].map((p) => verdict(() => assertMayReadUser(p, partnerUser)))).toEqual(['ok', '403 ERR_BAD_REQUEST']);
    expect([anna, admin].map((p) => verdict(() => assertMayReadUser(p, betaUser)))).toEqual(['403 ERR_BAD_REQUEST', 'ok']);
    expect(verdict(() => assertMayReadUser(person, { userId: 'paula', salesPartnerId: alpha, customerId: 'private-1' }))).toBe('ok');
  });
});
