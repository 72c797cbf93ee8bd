export * from './terms-acceptance-events.ts';
