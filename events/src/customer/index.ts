export * from './customer-fields.ts';
export * from './customer-events.ts';
