export * from './metering-point-fields.ts';
export * from './metering-point-events.ts';
export * from './metering-point-commands.ts';
export * from './metering-point-csv.ts';
export * from './load-profile-fields.ts';
export * from './load-profile-events.ts';
export * from './load-profile-commands.ts';
