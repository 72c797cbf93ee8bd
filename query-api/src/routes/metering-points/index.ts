export { meteringPointRoutes, mayReadPoint, MeteringPointListQuery } from './metering-point-routes.ts';
export { meteringPointExportRoute, meteringPointCsvChunks } from './metering-point-export.ts';
export { profileStatusRoute } from './profile-status-route.ts';
