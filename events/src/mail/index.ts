export * from './mail-events.ts';
