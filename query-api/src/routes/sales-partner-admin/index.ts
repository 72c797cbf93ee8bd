import type { QueryArea } from '../../area.ts';
import { salesPartnerAdminRoutes } from './sales-partner-admin-routes.ts';
export { salesPartnerAdminRoutes } from './sales-partner-admin-routes.ts';

export const salesPartnerAdminArea: QueryArea = {
  name: 'sales-partner-admin',
  routes: (app, context) => salesPartnerAdminRoutes(app, context),
};
