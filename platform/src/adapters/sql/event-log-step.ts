import type { SchemaStep } from './migrate.ts';
import { schemaSql } from './schema.ts';

/**
 * The event log as a schema step. Its text changes when the append functions do; migrate then
 * runs it again (CREATE OR REPLACE), as every start did before the ledger existed.
 */
export const eventLogStep: SchemaStep = { name: 'event-log', sql: schemaSql };
