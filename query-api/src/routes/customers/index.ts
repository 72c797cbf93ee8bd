export { customerRoutes, CustomerDetailSchema, CustomerRowSchema } from './customer-routes.ts';
export { keysetPage, KeysetPage, KeysetQuery, type Page } from './keyset-page.ts';
