// Fixtures for the workers' specs and the system tests of tests/system/workers (`@portal/workers/testing`).
export { offerRequested, priceInputs, yearPrices } from './offer-fixtures.ts';
export { recorded } from './recorded.ts';
export { given } from './reaction-spec.ts';
