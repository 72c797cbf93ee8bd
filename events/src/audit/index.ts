export * from './audit-events.ts';
export * from './seal-events.ts';
