import type { QueryArea } from '../../area.ts';
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
};
