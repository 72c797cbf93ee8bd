// `@portal/events/market/testing`: market files in the importers' layouts, and the demo's samples.
export * from './market-files.ts';
export { marketSamples, marketSamplesDir, type MarketSample } from './market-samples.ts';
