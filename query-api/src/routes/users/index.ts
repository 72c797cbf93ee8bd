import type { QueryArea } from '../../area.ts';
import { userRoutes } from './user-routes.ts';
export { userRoutes } from './user-routes.ts';

export const usersArea: QueryArea = {
  name: 'users',
  routes: (app, context) => userRoutes(app, context),
};
