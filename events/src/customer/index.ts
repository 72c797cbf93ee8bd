export * from './customer-fields.ts';
export * from './customer-events.ts';
export * from './customer-commands.ts';
export * from './customer-personal-data.ts';
