export * from './offer-ownership.ts';
