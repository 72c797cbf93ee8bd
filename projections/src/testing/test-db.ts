// The shared test helpers, re-exported so the projection suites import them from one place.
export { testEvent, testMetadata } from '@portal/events/testing';
export { freshPgSchema, pgUrl, skipLine, whenServer } from '@portal/platform/testing';
