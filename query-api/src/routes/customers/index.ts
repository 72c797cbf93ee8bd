import type { QueryArea } from '../../area.ts';
import { customerRoutes } from './customer-routes.ts';
export { customerRoutes } from './customer-routes.ts';
export { keysetPage, KeysetQuery, type KeysetSource } from './keyset-page.ts';
export { PagingKeys, type PagingPosition, type PagingScope } from './paging-keys.ts';

export const customersArea: QueryArea = {
  name: 'customers',
  routes: (app, context) => customerRoutes(app, context),
};
