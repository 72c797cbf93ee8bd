import type { FastifyInstance } from 'fastify';
import { activationRoutes } from './activation-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { twoFactorResetRoutes } from './two-factor-reset-routes.ts';
import type { UserRouteDeps } from './user-routes-deps.ts';

/** The public pages of users (no session): activation, password reset, two-factor reset. */
export function userRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  activationRoutes(app, deps);
  passwordResetRoutes(app, deps);
  twoFactorResetRoutes(app, deps);
}
