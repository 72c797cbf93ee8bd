// The admin's offer tasks (issue 12 point 5): the open offers, pricing and release, time series.
export { OfferTasksPage } from './components/offer-tasks-page.tsx';
export { OfferTaskPage } from './components/offer-task-page.tsx';
export { OfferTimeSeriesPage } from './components/offer-time-series-page.tsx';
