// Test helpers shared by every package's suites: `import { ... } from '@portal/events/testing'`.
export { given } from './decider-spec.ts';
export { newCustomerId, testEvent, testMetadata } from './fixtures.ts';
export { describeSchemaSamples, type SchemaSamples } from './schema-samples.ts';
export { offerPricedData, offerRequestedData, priceInputs, priceResult } from './offer-event-data.ts';
export {
  ecbCsv,
  marketImportCompletedData,
  marketImportErrorFlagRemovedData,
  marketImportFailedData,
  marketImportSkippedData,
  marketImportStartedData,
  sha256Of,
} from './market-event-data.ts';
