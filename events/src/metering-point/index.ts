export * from './metering-point-fields.ts';
export * from './metering-point-events.ts';
export * from './metering-point-commands.ts';
export * from './metering-point-csv.ts';
