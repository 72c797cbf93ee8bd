import type { QueryArea } from '../../area.ts';
import { timeSeriesRoutes } from './time-series-routes.ts';
export { timeSeriesRoutes, ChartQuery, ExportQuery, type TimeSeriesRouteDeps } from './time-series-routes.ts';
export { chartLine, planChart, type ChartPlan } from './chart-lines.ts';

export const timeSeriesArea: QueryArea = {
  name: 'time-series',
  routes: (app, { readStore, timeSeries }) => {
    if (timeSeries) timeSeriesRoutes(app, { readStore, timeSeries });
  },
};
