export * from './config-lists.ts';
export * from './platform-config-events.ts';
export * from './default-config.ts';
