import type { QueryArea } from '../../area.ts';
import { salesPartnerAdminRoutes } from './sales-partner-admin-routes.ts';
export { salesPartnerAdminRoutes } from './sales-partner-admin-routes.ts';

export const salesPartnerAdminArea: QueryArea = {
  name: 'sales-partner-admin',
  routes: (app, context) => salesPartnerAdminRoutes(app, context),
  topics: {
    // GET /apiadmin/salesPartners (the admin) and /api/account (the partner's own users).
    SALES_PARTNER: {
      names: { any: 'recalcSalesPartner' },
      mayReadRow: (principal, n) => principal.role === 'admin' || (principal.role === 'salesPartner' && principal.salesPartnerId === n.dbId),
    },
  },
};
