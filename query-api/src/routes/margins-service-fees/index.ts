import type { QueryArea } from '../../area.ts';
import { marginsServiceFeesRoutes } from './margins-service-fees-routes.ts';
export { marginsServiceFeesRoutes } from './margins-service-fees-routes.ts';

export const marginsServiceFeesArea: QueryArea = {
  name: 'margins-service-fees',
  routes: (app, context) => marginsServiceFeesRoutes(app, context),
};
