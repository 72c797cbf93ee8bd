// The admin's market data jobs (issue 13 point 1): upload a file, follow its import job.
export { MarketDataJobsPage } from './components/data-jobs-page.tsx';
