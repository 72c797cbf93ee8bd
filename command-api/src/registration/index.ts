import type { CommandArea } from '../area.ts';
import { registrationRoutes } from './registration-routes.ts';

export const registrationArea: CommandArea = {
  name: 'registration',
  routes: (app, { handlerDeps, session, clock }) => {
    if (session?.captchas) registrationRoutes(app, { handlerDeps, captchas: session.captchas, limiter: session.limiter, directory: session.directory, clock });
  },
};
