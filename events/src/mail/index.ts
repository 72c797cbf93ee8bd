export * from './mail-events.ts';
export * from './mail-commands.ts';
export * from './mail-secrets.ts';
