import { createHash, randomUUID } from 'node:crypto';
import { type EventMetadata } from '@portal/events';
import { createSqlSessionStore, PgDriver, PgliteDriver, SqlEventStore, type SqlDriver } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import { migratePortal, portalSchema } from '../../deploy/schema.ts';

// ADR 18: a database that ADR 16's migrate() kept (ledger `schema_migrations`), or one from
// before any ledger, starts under Kysely's Migrator without losing data. The old layout is made
// with the steps' SQL as ADR 16 ran it (their texts did not change with the move).

const oldSteps = portalSchema({ eventLog: true });
const metadata: EventMetadata = { commandId: 'c1', correlationId: 'c1', causationId: 'c1', actor: { userId: 'u1', role: 'admin' }, tenant: 'platform', occurredAt: '2026-11-01T00:00:00.000Z', schemaVersion: 1 };

async function oldLayout(driver: SqlDriver, ledger: boolean): Promise<void> {
  for (const step of oldSteps) await driver.query(step.sql);
  if (ledger) {
    await driver.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const step of oldSteps) await driver.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [step.name, createHash('sha256').update(step.sql).digest('hex')]);
  }
  await driver.query(
    `INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata) VALUES ('note-1', 0, $1, 'NoteWritten', 1, '{"text":"kept"}', $2)`,
    [randomUUID(), JSON.stringify(metadata)],
  );
  await driver.query(`INSERT INTO identity_sessions (sid, user_id, expires_at) VALUES ('sid-1', 'u1', now() + interval '1 hour')`);
}

function upgradeSuite(name: string, open: () => Promise<{ driver: SqlDriver; close: () => Promise<void> }>): void {
  describe(`schema upgrade to Kysely's ledger (${name})`, () => {
    it.each([
      ['kept by ADR 16\'s ledger', true],
      ['from before any ledger', false],
    ])('starts a database %s, keeps its data, and a second run does nothing', async (_case, ledger) => {
      const { driver, close } = await open();
      try {
        await oldLayout(driver, ledger);
        const all = portalSchema({ eventLog: true }).map((step) => step.name).sort();
        expect(await migratePortal(driver, { eventLog: true })).toEqual({ applied: all });

        const store = await new SqlEventStore('upgraded', driver).init();
        expect((await store.readStream('note-1')).map((event) => event.data)).toEqual([{ text: 'kept' }]);
        // The log's functions came through: the next append continues the stream.
        await store.append('note-1', [{ id: randomUUID(), type: 'NoteWritten', data: { text: 'new' }, metadata }], { expectedRevision: 0n });
        expect((await store.readStream('note-1')).map((event) => event.data)).toEqual([{ text: 'kept' }, { text: 'new' }]);
        expect(await (await createSqlSessionStore(driver)).isOpen('sid-1', new Date())).toBe(true);

        expect(await migratePortal(driver, { eventLog: true })).toEqual({ applied: [] });
        // ADR 16's ledger stays as it was, for old processes of a rolling update to find their steps done.
        const old = await driver.query<{ n: number | string }>("SELECT count(*) AS n FROM pg_tables WHERE tablename = 'schema_migrations' AND schemaname = current_schema()");
        expect(Number(old.rows[0]?.n)).toBe(ledger ? 1 : 0);
      } finally {
        await close();
      }
    });
  });
}

upgradeSuite('PGlite', async () => {
  const driver = await PgliteDriver.open();
  return { driver, close: () => driver.close() };
});

whenServer('PORTAL_PG_URL', 'schema upgrade on PostgreSQL', (baseUrl) => {
  upgradeSuite('PostgreSQL', async () => {
    const schema = await freshPgSchema(baseUrl);
    const driver = new PgDriver(schema.url, { max: 2 });
    return { driver, close: async () => (await driver.close(), await schema.drop()) };
  });
});
