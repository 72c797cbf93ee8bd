export { salesPartnerAdminRoutes } from './sales-partner-admin-routes.ts';
