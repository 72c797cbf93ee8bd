export * from './user-fields.ts';
export * from './user-events.ts';
export * from './membership-events.ts';
export * from './session-key.ts';
export * from './user-commands.ts';
export * from './user-personal-data.ts';
