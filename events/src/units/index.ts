/**
 * Money, volumes and time series as types (DESIGN.md decision 8). Browser-safe: decimal.js,
 * luxon and TypeBox only, shared by the UI (`@portal/events/units`) and the servers.
 */
export * from './decimal.ts';
export * from './money.ts';
export * from './quarter-hours.ts';
export * from './series-values.ts';
