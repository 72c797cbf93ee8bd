/**
 * The load profile check of spec section 5 (docs/load-profiles.md), browser-safe: papaparse,
 * luxon and decimal.js only. `@portal/events/load-profile`.
 */
export * from './check-load-profile.ts';
export * from './check-options.ts';
export * from './decode.ts';
export * from './direction-totals.ts';
export * from './period.ts';
export * from './problems.ts';
export * from './volume-deviation.ts';
export * from './check-contract.ts';
