import type { SchemaStep } from '@portal/platform';
import type { IndexSpec, ViewSchema } from '../../engine/view.ts';
import { generationName, indexColumn, readerName } from '../naming.ts';

/**
 * The registry: which generation of each read model readers see, and per generation the
 * checkpoint its documents correspond to. Document writes and the checkpoint move in one
 * transaction, so they cannot disagree after a crash.
 */
export const registrySql = /* sql */ `
CREATE TABLE IF NOT EXISTS rm_projections (
  name              text PRIMARY KEY,
  active_generation integer,
  -- Generation numbers are never reused: a superseded rebuild must not write into a new one.
  last_generation   integer NOT NULL DEFAULT 0,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS rm_generations (
  name                text NOT NULL,
  generation          integer NOT NULL,
  status              text NOT NULL CHECK (status IN ('active', 'building', 'retired')),
  checkpoint_commit   numeric(20) NOT NULL DEFAULT 0,
  checkpoint_position numeric(20) NOT NULL DEFAULT 0,
  indexes             jsonb NOT NULL DEFAULT '[]',
  failure             jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, generation)
);
-- Generated columns need an immutable expression; the cast to timestamptz is only stable
-- (it reads TimeZone), which does not matter for ISO strings that carry their offset.
CREATE OR REPLACE FUNCTION rm_timestamptz(v text) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN v ~ '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?(Z|[+-]\\d{2}(:?\\d{2})?)?$' THEN v::timestamptz END
$fn$;
`;

/** The registry as a schema step; the documents' tables follow the views at run time (ensureView). */
export const readModelRegistryStep: SchemaStep = { name: 'read-model-registry', sql: registrySql };

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

function extract(path: string): string {
  const parts = path.split('.');
  return parts.length === 1 ? `(doc ->> ${quoteLiteral(path)})` : `(doc #>> ARRAY[${parts.map(quoteLiteral).join(', ')}])`;
}

/** A value that does not parse as the index's type becomes null instead of failing the batch. */
function columnDefinition(spec: IndexSpec): string {
  const raw = extract(spec.path);
  const column = quoteIdent(indexColumn(spec));
  switch (spec.type ?? 'text') {
    case 'numeric':
      return `${column} numeric GENERATED ALWAYS AS (CASE WHEN ${raw} ~ '^\\s*-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$' THEN ${raw}::numeric END) STORED`;
    case 'boolean':
      return `${column} boolean GENERATED ALWAYS AS (CASE ${raw} WHEN 'true' THEN true WHEN 'false' THEN false END) STORED`;
    case 'timestamptz':
      return `${column} timestamptz GENERATED ALWAYS AS (rm_timestamptz(${raw})) STORED`;
    default:
      return `${column} text COLLATE "C" GENERATED ALWAYS AS (${raw}) STORED`;
  }
}

const indexName = (table: string, spec: IndexSpec): string => `${table}_${indexColumn(spec)}`.slice(0, 63);

/** The table of one generation; ids and text compare bytewise ("C"), as MongoDB and JavaScript do. */
export function createTableSql(view: ViewSchema, generation: number): string {
  const table = generationName(view.name, generation);
  const columns = ['id text COLLATE "C" PRIMARY KEY', 'doc jsonb NOT NULL', ...(view.indexes ?? []).map(columnDefinition)];
  return `CREATE TABLE IF NOT EXISTS ${quoteIdent(table)} (\n  ${columns.join(',\n  ')}\n)`;
}

/** Adds index columns a view gained since its generation was created (rewrites the table). */
export function addColumnsSql(view: ViewSchema, generation: number): string[] {
  const table = quoteIdent(generationName(view.name, generation));
  return (view.indexes ?? []).map((spec) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnDefinition(spec)}`);
}

/** One btree per index on (value, id): the order keyset pagination walks. */
export function createIndexesSql(view: ViewSchema, generation: number): string[] {
  const table = generationName(view.name, generation);
  return (view.indexes ?? []).map(
    (spec) => `CREATE INDEX IF NOT EXISTS ${quoteIdent(indexName(table, spec))} ON ${quoteIdent(table)} (${quoteIdent(indexColumn(spec))}, id)`,
  );
}

/** Points the readers' view at a generation; run in the switching transaction. */
export function pointReadersSql(viewName: string, generation: number): string[] {
  const reader = quoteIdent(readerName(viewName));
  return [`DROP VIEW IF EXISTS ${reader}`, `CREATE VIEW ${reader} AS SELECT * FROM ${quoteIdent(generationName(viewName, generation))}`];
}
