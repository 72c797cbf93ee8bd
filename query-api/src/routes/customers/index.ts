export { customerRoutes, CustomerDetailSchema, CustomerRowSchema } from './customer-routes.ts';
export { keysetPage, KeysetPage, KeysetQuery, type KeysetSource, type Page } from './keyset-page.ts';
export { PagingKeys, type PagingPosition, type PagingScope } from './paging-keys.ts';
