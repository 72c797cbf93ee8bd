export * from './offer-fields.ts';
export * from './offer-commands.ts';
export * from './offer-events.ts';
export * from './pricing.ts';
export * from './request-rules.ts';
