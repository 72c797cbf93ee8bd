export * from './sales-partner-fields.ts';
export * from './sales-partner-events.ts';
export * from './sales-partner-commands.ts';
export * from './host-name-events.ts';
