export { userRoutes, UserRowSchema } from './user-routes.ts';
