import type { QueryArea } from '../../area.ts';
import { assertMayReadUser } from '../../auth/tenant-checks.ts';
import { passes, text } from '../../realtime/row-checks.ts';
import { userRoutes } from './user-routes.ts';
export { userRoutes } from './user-routes.ts';

export const usersArea: QueryArea = {
  name: 'users',
  routes: (app, context) => userRoutes(app, context),
  topics: {
    // GET /api/users/{id} and the user lists; without a row only the user and the admin.
    USER: {
      names: { any: 'recalcUser' },
      mayReadRow: (principal, n) =>
        passes(() => assertMayReadUser(principal, { userId: n.dbId, salesPartnerId: text(n.row?.salesPartnerId), customerId: text(n.row?.customerId) })),
    },
  },
};
