/**
 * Validation of spec section 5, shared by the UI (through `@portal/events/validation`) and the
 * APIs. Browser-safe: no Node APIs and nothing that reaches a database. See README.md.
 */
export * from './text-fields.ts';
export * from './number-fields.ts';
export * from './identifiers.ts';
export * from './problem.ts';
export * from './config-rules.ts';
export * from './form-rules.ts';
export * from './metering-point-check.ts';
export * from './rollout-rules.ts';
export * from './history-minimum.ts';
export * from './number-ids.ts';
