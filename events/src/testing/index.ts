// Test helpers shared by every package's suites: `import { ... } from '@portal/events/testing'`.
export { given } from './decider-spec.ts';
export { newCustomerId, testEvent, testMetadata } from './fixtures.ts';
export { freshPgSchema, pgUrl, skipLine, whenServer } from './pg-test-db.ts';
export { containerEngineAnswers, whenServerOrContainer, type StartedServer } from './server-or-container.ts';
export { describeSchemaSamples, type SchemaSamples } from './schema-samples.ts';
export { openTestSession, type TestSession } from './test-session.ts';
