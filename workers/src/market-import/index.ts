export { jobEnd, jobEndCommandId, marketImportName, type JobEnd } from './import-outcome.ts';
export { MarketImportWorker, type MarketImportOptions } from './market-import.ts';
export { marketImportReactor } from './market-import-reactor.ts';
