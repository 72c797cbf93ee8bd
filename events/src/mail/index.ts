export * from './mail-events.ts';
export * from './mail-commands.ts';
