import type { QueryArea } from '../../area.ts';
import { getConfigSelectRoute } from './get-config-select.ts';

export { getConfigSelectRoute } from './get-config-select.ts';

export const platformConfigArea: QueryArea = {
  name: 'platform-config',
  routes: (app, context) => getConfigSelectRoute(app, context),
  topics: {
    CONFIG: { names: { any: 'recalcConfig' } },
  },
};
