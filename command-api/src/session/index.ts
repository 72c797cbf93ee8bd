import type { CommandArea } from '../area.ts';
import { sessionRoutes } from './session-routes.ts';

export const sessionArea: CommandArea = {
  name: 'session',
  routes: (app, { session }) => {
    if (session) sessionRoutes(app, session);
  },
};
