export * from './market-fields.ts';
export * from './market-file.ts';
export * from './market-commands.ts';
export * from './market-events.ts';
export * from './market-labels.ts';
