export * from './user-events.ts';
export * from './session-key.ts';
