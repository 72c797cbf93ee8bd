export * from './mail-events.ts';
export * from './mail-secrets.ts';
