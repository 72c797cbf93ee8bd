import type { QueryArea } from '../../area.ts';
import { assertMayReadCustomer } from '../../auth/tenant-checks.ts';
import { passes } from '../../realtime/row-checks.ts';
import { customerRoutes } from './customer-routes.ts';
export { customerRoutes } from './customer-routes.ts';
export { keysetPage, KeysetQuery, type KeysetSource } from './keyset-page.ts';
export { PagingKeys, type PagingPosition, type PagingScope } from './paging-keys.ts';

export const customersArea: QueryArea = {
  name: 'customers',
  routes: (app, context) => customerRoutes(app, context),
  topics: {
    // Additions to the spec's names: one read model row, sent with the row to those who may read it.
    // GET /api/customers (the partner), /api/customers/{id} (the partner and the customer's users).
    CUSTOMER: {
      names: { any: 'recalcCustomer' },
      mayReadRow: (principal, n) => passes(() => assertMayReadCustomer(principal, { customerId: n.dbId, salesPartnerId: n.tenant })),
    },
  },
};
