import type { QueryArea } from '../../area.ts';
import { identifierCheckRoutes } from './identifier-check-routes.ts';

export { identifierCheckRoutes } from './identifier-check-routes.ts';

export const identifierChecksArea: QueryArea = {
  name: 'identifier-checks',
  routes: (app, context) => identifierCheckRoutes(app, context),
};
