export { timeSeriesRoutes, ChartQuery, ExportQuery, type TimeSeriesRouteDeps } from './time-series-routes.ts';
export { chartLine, planChart, type ChartPlan } from './chart-lines.ts';
