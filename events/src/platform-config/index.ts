export * from './config-lists.ts';
export * from './platform-config-events.ts';
export * from './platform-config-commands.ts';
export * from './default-config.ts';
export * from './business-limits.ts';
