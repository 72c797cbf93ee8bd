import { eventLogStep } from './adapters/sql/event-log-step.ts';
import type { SchemaStep } from './adapters/sql/migrate.ts';
import { blobsStep } from './blobs/sql-blob-store.ts';
import { personalDataKeysStep } from './identity/personal-data-keys.ts';
import { sessionsStep } from './identity/session-store.ts';
import { mailSecretsStep } from './mail/mail-secrets.ts';

export { ledgerNameOf, migrate, type MigrationOutcome, type SchemaStep } from './adapters/sql/migrate.ts';
export { eventLogStep };

/**
 * The tables of this package beside the event log (a fresh database gets them in the order of
 * their names): what a SQL database needs even when the log itself lives in EventStoreDB.
 */
export const eventsSideSchema: readonly SchemaStep[] = [personalDataKeysStep, blobsStep, sessionsStep, mailSecretsStep];
