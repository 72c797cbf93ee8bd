export { marginsServiceFeesRoutes } from './margins-service-fees-routes.ts';
