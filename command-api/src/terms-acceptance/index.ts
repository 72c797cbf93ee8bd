import type { CommandArea } from '../area.ts';
import { termsAcceptanceRoutes } from './terms-acceptance-routes.ts';

export const termsAcceptanceArea: CommandArea = {
  name: 'terms-acceptance',
  routes: (app, { session, handlerDeps }) => {
    if (session) termsAcceptanceRoutes(app, { ...session, ...handlerDeps });
  },
};
