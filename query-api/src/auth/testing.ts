// Sessions for route specs: `openTestSession(api.sessions, principal)` gives the headers of a
// logged-in browser. Principals of the usual kinds, so a spec names only what differs.
import { principalFrom, type Principal } from '@portal/events';

export { openTestSession, type TestSession } from '@portal/platform/testing';

export const testPrincipals = {
  admin: (userId: string): Principal => principalFrom({ userId, role: 'admin' }),
  auditor: (userId: string): Principal => principalFrom({ userId, role: 'auditor' }),
  salesPartner: (userId: string, salesPartnerId: string): Principal => principalFrom({ userId, role: 'salesPartner', salesPartnerId }),
  customer: (userId: string, salesPartnerId: string, customerId: string, customerType: 'FI' | 'PR', isCustomerAdmin = true): Principal =>
    principalFrom({ userId, role: 'customer', salesPartnerId, customerId, customerType, isCustomerAdmin }),
};
