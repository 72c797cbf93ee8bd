import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { sessionRoutes } from './session-routes.ts';

export const sessionArea: CommandArea = {
  name: 'session',
  errorCodes: errorCodeAreas.identity,
  routes: (app, { session }) => {
    if (session) sessionRoutes(app, session);
  },
};
