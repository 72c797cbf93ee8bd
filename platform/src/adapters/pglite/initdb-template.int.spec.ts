import { openInMemory } from './initdb-template.ts';

describe('in-memory PGlite from the initdb template', () => {
  it('gives each database its own data: a table made in one is absent from the next', async () => {
    const first = await openInMemory();
    await first.exec('create table only_here (id int); insert into only_here values (1)');
    const second = await openInMemory();
    const found = await second.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'only_here'");
    expect(found.rows[0]?.n).toBe(0);
    expect((await first.query<{ id: number }>('select id from only_here')).rows).toEqual([{ id: 1 }]);
    await Promise.all([first.close(), second.close()]);
  });
});
