import type { QueryArea } from '../../area.ts';
import { loadProfileCheckRoute } from './check-route.ts';
export { loadProfileBodyLimit, loadProfileCheckRoute, loadProfileContentTypes } from './check-route.ts';

export const loadProfilesArea: QueryArea = {
  name: 'load-profiles',
  routes: (app, context) => loadProfileCheckRoute(app, context),
};
