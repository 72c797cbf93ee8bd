export { marketRoutes, type MarketRouteDeps } from './market-routes.ts';
export { marketChart, planMarketChart, marketZone, type MarketChartPlan } from './market-chart.ts';
