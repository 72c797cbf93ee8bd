// Test helpers that need servers: databases, containers, sessions.
export { freshPgSchema, pgUrl, skipLine, whenServer } from './pg-test-db.ts';
export { containerEngineAnswers, whenServerOrContainer, type StartedServer } from './server-or-container.ts';
export { openTestSession, type TestSession } from './test-session.ts';
