// The shared test helpers, re-exported so the projection suites import them from one place.
export { freshPgSchema, pgUrl, skipLine, testEvent, testMetadata, whenServer } from '@portal/events/testing';
