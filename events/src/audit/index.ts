export * from './audit-events.ts';
