import { auditStreamsStep, commandApiSchema } from '@portal/command-api';
import { eventLogStep, eventsSideSchema, migrate, type MigrationOutcome, type SchemaStep, type SqlDriver } from '@portal/platform';
import { marketSeriesSchema, offerTableSchema, readModelRegistryStep, timeSeriesSchema } from '@portal/projections';

/**
 * Every table the portal keeps in SQL (a fresh database gets them in the order of their names,
 * ADR 18). The stores still name their own step when they open (a no-op once this ran), so a
 * store opened alone in a test or a tool finds its table too. The audit's index of streams is
 * the event log's: it comes with it, never in EventStoreDB mode.
 */
export function portalSchema(options: { eventLog: boolean }): readonly SchemaStep[] {
  return [...(options.eventLog ? [eventLogStep, auditStreamsStep] : []), ...eventsSideSchema, readModelRegistryStep, ...timeSeriesSchema, ...offerTableSchema, ...marketSeriesSchema, ...commandApiSchema];
}

/**
 * The first thing every process does with a SQL database: one run of the whole schema under one
 * lock (ADR 16, ADR 18). Processes that start together wait for the first and then find nothing to do.
 */
export function migratePortal(driver: SqlDriver, options: { eventLog: boolean }): Promise<MigrationOutcome> {
  return migrate(driver, portalSchema(options));
}
