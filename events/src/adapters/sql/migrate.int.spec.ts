import { PgliteDriver } from '../pglite/pglite-driver.ts';
import { migrate, type SchemaStep } from './migrate.ts';

const notes: SchemaStep = { name: 'notes', sql: 'CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY)' };
const tags: SchemaStep = {
  name: 'tags',
  sql: `CREATE TABLE IF NOT EXISTS tags (id text PRIMARY KEY);
CREATE OR REPLACE FUNCTION tag_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM tags $$;`,
};

const ledger = async (driver: PgliteDriver): Promise<string[]> =>
  (await driver.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);

describe('migrate (PGlite)', () => {
  let driver: PgliteDriver;
  let schemas = 0;
  beforeAll(async () => {
    driver = await PgliteDriver.open();
  });
  afterAll(() => driver.close());
  // Opening PGlite takes seconds: one database, a fresh schema (and ledger) per test.
  beforeEach(async () => {
    schemas += 1;
    await driver.query(`CREATE SCHEMA s${schemas}; SET search_path TO s${schemas};`);
  });

  it('applies the steps in order on a fresh database, and a second run does nothing', async () => {
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: ['notes', 'tags'] });
    expect(await ledger(driver)).toEqual(['notes', 'tags']);
    expect((await driver.query('SELECT tag_count() AS n')).rows).toEqual([{ n: 0 }]);
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: [] });
  });

  it('records the steps of a database from before the ledger over its existing tables', async () => {
    await driver.query("CREATE TABLE notes (id text PRIMARY KEY); INSERT INTO notes VALUES ('kept');");
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: ['notes', 'tags'] });
    expect((await driver.query('SELECT id FROM notes')).rows).toEqual([{ id: 'kept' }]);
    expect(await migrate(driver, [notes])).toEqual({ applied: [] });
  });

  it('runs a step again when its text changed (a replaced function), and only that step', async () => {
    await migrate(driver, [notes, tags]);
    const changed: SchemaStep = { name: 'tags', sql: `${tags.sql}\nCREATE OR REPLACE FUNCTION tag_count() RETURNS bigint LANGUAGE sql AS $$ SELECT 42::bigint $$;` };
    expect(await migrate(driver, [notes, changed])).toEqual({ applied: ['tags'] });
    expect((await driver.query('SELECT tag_count() AS n')).rows).toEqual([{ n: 42 }]);
  });

  it('records nothing of a run whose step fails, so the next start tries again', async () => {
    const broken: SchemaStep = { name: 'broken', sql: 'CREATE TABLE IF NOT EXISTS broken (id no_such_type)' };
    await expect(migrate(driver, [notes, broken])).rejects.toThrow(/no_such_type/);
    expect((await driver.query("SELECT to_regclass('notes') AS t")).rows).toEqual([{ t: null }]);
    expect(await migrate(driver, [notes])).toEqual({ applied: ['notes'] });
  });

  it('refuses a list that names a step twice', async () => {
    await expect(migrate(driver, [notes, { ...tags, name: 'notes' }])).rejects.toThrow('schema step notes is listed twice');
  });
});
