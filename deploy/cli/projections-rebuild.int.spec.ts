import type { EventStore } from '@portal/events';
import { createSqlBlobStore, type BlobStore, type SqlEventStore } from '@portal/platform';
import { whenServer } from '@portal/platform/testing';
import { MarketSeriesProjection, OfferTableProjection, TimeSeriesProjection, type ProjectionStatusRow } from '@portal/projections';
import { sqlTargets, type TargetFactory } from '../../projections/src/testing/targets.ts';
import { operatedProjections } from '../ops/operated-projections.ts';
import { marketSeriesTables, offerTables, seedMarket, seedOffers, seedProfiles, tableRows, timeSeriesTables } from '../testing/typed-read-models.ts';
import { rebuildCommand } from './projections-rebuild.ts';
import { statusCommand } from './projections-status.ts';
import { stdoutOf } from '../testing/stdout-of.ts';


function rebuildSuite(target: TargetFactory): void {
  describe(`rebuilding the typed read models through the CLI (${target.name})`, () => {
    let eventStore: SqlEventStore;
    let blobStore: BlobStore;
    let teardown: () => Promise<void>;
    let readStore: Parameters<typeof operatedProjections>[0]['readStore'];
    /** Called by the rebuild's every read of the log: readers look at the live tables meanwhile. */
    let duringRebuild: (() => Promise<void>) | undefined;
    const stores = () => {
      const reading = Object.create(eventStore, {
        readAll: { value: async (options: Parameters<EventStore['readAll']>[0]) => (await duringRebuild?.(), eventStore.readAll(options)) },
      }) as SqlEventStore;
      return operatedProjections({ eventStore: reading, readStore, sql: eventStore.sql, blobStore });
    };

    beforeAll(async () => {
      ({ eventStore, readStore, teardown } = await target.open());
      blobStore = await createSqlBlobStore(eventStore.sql);
      await seedOffers(eventStore, 25);
      await seedProfiles(eventStore, blobStore);
      await seedMarket(eventStore, blobStore);
      // What a server would have projected before the operator comes.
      await new OfferTableProjection({ eventStore, sql: eventStore.sql }).catchUp();
      await new TimeSeriesProjection({ eventStore, sql: eventStore.sql, blobStore }).catchUp();
      await new MarketSeriesProjection({ eventStore, sql: eventStore.sql, blobStore }).catchUp();
    });
    afterAll(() => teardown());

    it.each([
      ['offer-table', offerTables],
      ['time-series', timeSeriesTables],
      ['market-series', marketSeriesTables],
    ] as const)('rebuilds %s to the tables the log gives, readers seeing the complete old ones until the switch', async (name, tables) => {
      const live = await tableRows(eventStore.sql, tables);
      expect(Object.values(live).every((rows) => rows.length > 0)).toBe(true);
      // A row lost from the live table: the rebuild brings it back from the log.
      await eventStore.sql.query(`DELETE FROM ${tables[0]} WHERE ctid = (SELECT min(ctid) FROM ${tables[0]})`);
      const damaged = await tableRows(eventStore.sql, tables);
      expect(damaged).not.toEqual(live);
      const head = await eventStore.head();
      const seen: boolean[] = [];
      duringRebuild = async () => void seen.push(JSON.stringify(await tableRows(eventStore.sql, tables)) === JSON.stringify(damaged));
      const out = await stdoutOf(() => rebuildCommand(stores(), name, { batchSize: 4 }));
      duringRebuild = undefined;
      expect(out).toMatch(new RegExp(`^${name}: generation 2 is live \\(generation 1 dropped\\); ${Number(head.position)} events in \\S+, checkpoint ${head.commit}/${head.position}\\n$`));
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.every(Boolean)).toBe(true);
      expect(await tableRows(eventStore.sql, tables)).toEqual(live);
      const left = await eventStore.sql.query(`SELECT to_regclass('${tables[0]}_next')::text AS t`);
      expect(left.rows[0]).toEqual({ t: null });
    });

    it('lists them beside the views, with generation, checkpoint and lag', async () => {
      const rows = JSON.parse(await stdoutOf(() => statusCommand(stores(), { json: true }))) as ProjectionStatusRow[];
      const head = await eventStore.head();
      const typed = rows.filter((r) => ['market-series', 'offer-table', 'time-series'].includes(r.name));
      expect(typed).toEqual(
        ['market-series', 'offer-table', 'time-series'].map((name) => ({ name, generation: 2, state: 'active', checkpoint: `${head.commit}/${head.position}`, head: `${head.commit}/${head.position}`, lagEvents: 0, lagSeconds: 0 })),
      );
      expect(rows.find((r) => r.name === 'offers')).toMatchObject({ generation: null, state: 'never-run' });
      const text = await stdoutOf(() => statusCommand(stores(), {}));
      expect(text).toMatch(/\noffer-table +g2 +at \d+\/\d+ /);
    });

    it('leaves the live tables and generation as they were when interrupted', async () => {
      const live = await tableRows(eventStore.sql, offerTables);
      let once = true;
      duringRebuild = async () => void (once && ((once = false), process.emit('SIGINT')));
      await expect(stdoutOf(() => rebuildCommand(stores(), 'offer-table', { batchSize: 4 }))).rejects.toThrow('interrupted');
      duringRebuild = undefined;
      expect(await tableRows(eventStore.sql, offerTables)).toEqual(live);
      const [row] = JSON.parse(await stdoutOf(() => statusCommand(stores().filter((p) => p.name === 'offer-table'), { json: true }))) as ProjectionStatusRow[];
      expect(row).toMatchObject({ generation: 2, state: 'active' });
      expect(row?.rebuilding).toBeUndefined();
      await expect(rebuildCommand(stores(), 'nope', {})).rejects.toThrow(/^no projection named "nope"; known: (?=.*offer-table)(?=.*time-series)(?=.*market-series)/);
    });
  });
}

const [pglite, postgres] = sqlTargets;
rebuildSuite(pglite!);
whenServer('PORTAL_PG_URL', 'typed read model rebuild through the CLI: postgres', () => rebuildSuite(postgres!));
