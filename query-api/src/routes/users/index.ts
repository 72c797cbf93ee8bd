export { userRoutes } from './user-routes.ts';
