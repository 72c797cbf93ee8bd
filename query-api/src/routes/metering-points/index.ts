import type { QueryArea } from '../../area.ts';
import { assertMayReadCustomer } from '../../auth/tenant-checks.ts';
import { passes, text } from '../../realtime/row-checks.ts';
import { meteringPointExportRoute } from './metering-point-export.ts';
import { meteringPointRoutes } from './metering-point-routes.ts';
import { profileStatusRoute } from './profile-status-route.ts';
export { meteringPointRoutes, mayReadPoint, MeteringPointListQuery } from './metering-point-routes.ts';
export { meteringPointExportRoute, meteringPointCsvChunks } from './metering-point-export.ts';
export { profileStatusRoute } from './profile-status-route.ts';

export const meteringPointsArea: QueryArea = {
  name: 'metering-points',
  routes: (app, context) => {
    meteringPointRoutes(app, context);
    meteringPointExportRoute(app, context);
    profileStatusRoute(app, context);
  },
  topics: {
    // GET /api/meteringpoints and /{code}/{direction}: the admin, the point's partner, its customer's
    // users. A removal has no row, so it names no customer and reaches the admin and the partner only.
    METERING_POINT: {
      names: { any: 'recalcMeteringPoint' },
      mayReadRow: (principal, n) => passes(() => assertMayReadCustomer(principal, { customerId: text(n.row?.customerId) ?? '', salesPartnerId: n.tenant })),
    },
  },
};
