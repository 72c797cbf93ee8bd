export { DocumentTemplateRowSchema, salesPartnerAdminRoutes, SalesPartnerDetailSchema, SalesPartnerRowSchema } from './sales-partner-admin-routes.ts';
