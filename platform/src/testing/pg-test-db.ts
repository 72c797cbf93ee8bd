import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server for integration suites, or undefined (suites then skip with one line). */
export const pgUrl: string | undefined = process.env.PORTAL_PG_URL || undefined;

/**
 * A throwaway schema on the test server: a connection string whose search_path points at it,
 * and `drop()` to remove it. Suites run in parallel without seeing each other's tables.
 */
export async function freshPgSchema(baseUrl: string): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** Prints the one line a skipped suite owes the reader. */
export function skipLine(suite: string, reason: string): void {
  process.stdout.write(`SKIP ${suite}: ${reason}\n`);
}

/**
 * Runs `body` with the server URL from `variable`, or, when it is unset, prints the one skip line
 * and registers a skipped test so the report shows the suite was not run.
 *
 * @example
 * whenServer('PORTAL_NATS_URL', 'bus contract: nats', (url) => busContract('nats', () => open(url)));
 */
export function whenServer(variable: string, suite: string, body: (url: string) => void): void {
  const url = process.env[variable] || undefined;
  if (!url) {
    skipLine(suite, `${variable} is not set`);
    it.skip(`${suite} (${variable} not set)`, () => undefined);
    return;
  }
  body(url);
}
