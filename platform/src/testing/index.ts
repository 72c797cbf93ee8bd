// Test helpers of the server kit: databases, containers, sessions, parsed market files.
export { freshPgSchema, pgUrl, skipLine, whenServer } from './pg-test-db.ts';
export { testEventStore } from './test-event-store.ts';
export { containerEngineAnswers, whenServerOrContainer, type StartedServer } from './server-or-container.ts';
export { openTestSession, type TestSession } from './test-session.ts';
export { completedFromFile } from './market-import-file.ts';
