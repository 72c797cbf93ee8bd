import { roleGuardAllows, roleGuards, type GuardedRole } from './guard-rules.ts';

const people: Record<string, GuardedRole> = {
  admin: { role: 'admin', customerType: null },
  partner: { role: 'salesPartner', customerType: null },
  firm: { role: 'customer', customerType: 'FI' },
  private: { role: 'customer', customerType: 'PR' },
  auditor: { role: 'auditor', customerType: null },
  visitor: { role: 'default', customerType: null },
};

// Spec section 6, row by row: who passes each guard.
const expected: Record<(typeof roleGuards)[number], string[]> = {
  loggedIn: ['admin', 'partner', 'firm', 'private', 'auditor'],
  businessUser: ['admin', 'partner', 'firm', 'private'],
  admin: ['admin'],
  salesPartner: ['partner'],
  adminOrSalesPartner: ['admin', 'partner'],
  salesPartnerOrCustomer: ['partner', 'firm', 'private'],
  salesPartnerOrFirm: ['partner', 'firm'],
  firm: ['firm'],
  private: ['private'],
  auditor: ['auditor'],
  adminOrAuditor: ['admin', 'auditor'],
};

describe('role guards', () => {
  it.each(roleGuards)('%s admits exactly its roles', (guard) => {
    const admitted = Object.entries(people).filter(([, who]) => roleGuardAllows(guard, who)).map(([name]) => name);
    expect(admitted).toEqual(expected[guard]);
  });
});
