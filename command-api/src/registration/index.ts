import { errorCodeAreas } from '@portal/events/error-codes';
import type { CommandArea } from '../area.ts';
import { registrationRoutes } from './registration-routes.ts';

export const registrationArea: CommandArea = {
  name: 'registration',
  errorCodes: errorCodeAreas.identity,
  routes: (app, { handlerDeps, session, clock }) => {
    if (session?.captchas) registrationRoutes(app, { handlerDeps, captchas: session.captchas, limiter: session.limiter, directory: session.directory, clock });
  },
};
