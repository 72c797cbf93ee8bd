export * from './sales-partner-fields.ts';
export * from './sales-partner-events.ts';
export * from './host-name-events.ts';
