import { PgliteDriver } from '../pglite/pglite-driver.ts';
import { ledgerNameOf, migrate, type SchemaStep } from './migrate.ts';

const notes: SchemaStep = { name: 'notes', sql: 'CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY)' };
const tags: SchemaStep = {
  name: 'tags',
  sql: `CREATE TABLE IF NOT EXISTS tags (id text PRIMARY KEY);
CREATE OR REPLACE FUNCTION tag_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM tags $$;`,
};
const changedTags: SchemaStep = { name: 'tags', sql: `${tags.sql}\nCREATE OR REPLACE FUNCTION tag_count() RETURNS bigint LANGUAGE sql AS $$ SELECT 42::bigint $$;` };

const ledger = async (driver: PgliteDriver): Promise<string[]> =>
  (await driver.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((r) => r.name);
const tagCount = async (driver: PgliteDriver) => (await driver.query('SELECT tag_count() AS n')).rows;

describe('migrate (Kysely on PGlite)', () => {
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

  it('applies the steps in the order of their names on a fresh database, and a second run does nothing', async () => {
    expect(await migrate(driver, [tags, notes])).toEqual({ applied: ['notes', 'tags'] });
    expect(await ledger(driver)).toEqual([ledgerNameOf(notes), ledgerNameOf(tags)]);
    expect(await tagCount(driver)).toEqual([{ n: 0 }]);
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: [] });
  });

  it('keeps each schema to its own ledger', async () => {
    await migrate(driver, [notes]);
    await driver.query(`CREATE SCHEMA other${schemas}; SET search_path TO other${schemas};`);
    expect(await migrate(driver, [notes])).toEqual({ applied: ['notes'] });
  });

  it('applies the steps over the existing tables of a database from before any ledger', async () => {
    await driver.query("CREATE TABLE notes (id text PRIMARY KEY); INSERT INTO notes VALUES ('kept');");
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: ['notes', 'tags'] });
    expect((await driver.query('SELECT id FROM notes')).rows).toEqual([{ id: 'kept' }]);
    expect(await migrate(driver, [notes])).toEqual({ applied: [] });
  });

  it('runs a step again when its text changed (a replaced function), and only that step', async () => {
    await migrate(driver, [notes, tags]);
    expect(await migrate(driver, [notes, changedTags])).toEqual({ applied: ['tags'] });
    expect(await tagCount(driver)).toEqual([{ n: 42 }]);
    expect(await ledger(driver)).toEqual([ledgerNameOf(notes), ledgerNameOf(tags), ledgerNameOf(changedTags)].sort());
    // A process still on the older text (a rolling update) finds it recorded and leaves the newer function.
    expect(await migrate(driver, [notes, tags])).toEqual({ applied: [] });
    expect(await tagCount(driver)).toEqual([{ n: 42 }]);
  });

  it('lets a store name only its own step after the whole schema ran', async () => {
    await migrate(driver, [notes, tags]);
    expect(await migrate(driver, [tags])).toEqual({ applied: [] });
    const more: SchemaStep = { name: 'more', sql: 'CREATE TABLE IF NOT EXISTS more (id text)' };
    expect(await migrate(driver, [more])).toEqual({ applied: ['more'] });
  });

  it('leaves nothing behind of a run whose step fails, ledger included, so the next start tries again', async () => {
    const broken: SchemaStep = { name: 'broken', sql: 'CREATE TABLE IF NOT EXISTS broken (id no_such_type)' };
    await expect(migrate(driver, [notes, broken])).rejects.toThrow(/no_such_type/);
    expect((await driver.query("SELECT to_regclass('notes') AS t, to_regclass('kysely_migration') AS l")).rows).toEqual([{ t: null, l: null }]);
    expect(await migrate(driver, [notes])).toEqual({ applied: ['notes'] });
  });

  it('refuses a list that names a step twice', async () => {
    await expect(migrate(driver, [notes, { ...tags, name: 'notes' }])).rejects.toThrow('schema step notes is listed twice');
  });
});
