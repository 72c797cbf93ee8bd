export { customerRoutes } from './customer-routes.ts';
export { keysetPage, KeysetQuery, type KeysetSource } from './keyset-page.ts';
export { PagingKeys, type PagingPosition, type PagingScope } from './paging-keys.ts';
