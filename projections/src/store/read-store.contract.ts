import { START, type Checkpoint } from '@portal/events';
import type { View } from '../engine/view.ts';
import { CheckpointConflictError, GenerationBehindError, GenerationRetiredError } from './errors.ts';
import { UnknownIndexError } from './list-query.ts';
import type { ReadStore } from './read-store.ts';

export interface ReadStoreHarness {
  readonly store: ReadStore;
  /** A document this store refuses to write (to prove a failed batch leaves nothing behind). */
  readonly poison: unknown;
  /** False where documents and checkpoint cannot share a transaction (MongoDB standalone). */
  readonly atomic: boolean;
  readonly teardown: () => Promise<void>;
}

interface Row {
  id: string;
  kind: string;
  n: number | string | null;
  flag: boolean;
  at: string;
  nested: { city: string };
}

const view = (name: string): Pick<View<Row>, 'name' | 'indexes'> => ({
  name,
  indexes: [
    { name: 'kind', path: 'kind' },
    { name: 'n', path: 'n', type: 'numeric' },
    { name: 'flag', path: 'flag', type: 'boolean' },
    { name: 'at', path: 'at', type: 'timestamptz' },
    { name: 'city', path: 'nested.city' },
  ],
});

const cp = (position: number): Checkpoint => ({ commit: BigInt(position), position: BigInt(position) });

const row = (i: number): Row => ({
  id: `r${String(i).padStart(3, '0')}`,
  kind: i % 2 === 0 ? 'even' : 'odd',
  n: i % 5 === 4 ? null : i % 10,
  flag: i % 3 === 0,
  at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  nested: { city: ['Zürich', 'Bern', 'Basel'][i % 3] as string },
});

/** The behaviour every read store adapter must show. */
export function readStoreContract(name: string, setup: () => Promise<ReadStoreHarness>): void {
  describe(`read store contract: ${name}`, () => {
    let h: ReadStoreHarness;
    let seq = 0;
    const fresh = (): ReturnType<typeof view> => view(`contract-${++seq}-${Date.now() % 100000}`);
    const rows = Array.from({ length: 40 }, (_, i) => row(i));
    let filled: ReturnType<typeof view>;

    beforeAll(async () => {
      h = await setup();
      filled = fresh();
      const g = await h.store.ensureView(filled);
      await h.store.commit(filled.name, g.generation, { from: START, to: cp(1), upserts: rows.map((r) => ({ id: r.id, doc: r })), deletes: [] });
    });
    afterAll(async () => {
      await h.teardown();
    });

    it('answers empty for a read model that was never created', async () => {
      expect(await h.store.get('never-created', 'x')).toBeNull();
      expect(await h.store.list('never-created')).toEqual([]);
      expect(await h.store.checkpoint('never-created')).toEqual(START);
      expect(await h.store.active('never-created')).toBeNull();
    });

    it('creates one empty active generation per view, idempotently', async () => {
      const v = fresh();
      const first = await h.store.ensureView(v);
      const again = await h.store.ensureView(v);
      expect(first).toMatchObject({ projection: v.name, status: 'active', checkpoint: START, failure: null });
      expect(again.generation).toBe(first.generation);
      expect(await h.store.list(v.name)).toEqual([]);
      expect((await h.store.generations(v.name)).map((g) => g.generation)).toEqual([first.generation]);
    });

    it('writes a batch with its checkpoint and reads documents back', async () => {
      expect(await h.store.get(filled.name, 'r007')).toEqual(rows[7]);
      expect(await h.store.checkpoint(filled.name)).toEqual(cp(1));
      const g = (await h.store.active(filled.name))!;
      const loaded = await h.store.load<Row>(filled.name, g.generation, ['r001', 'r002', 'missing']);
      expect([...loaded.keys()].sort()).toEqual(['r001', 'r002']);
      expect(loaded.get('r002')?.doc).toEqual(rows[2]);
    });

    it('filters by index values of every type, nested paths included', async () => {
      const ids = async (where: Record<string, string | number | boolean>): Promise<string[]> =>
        (await h.store.list<Row>(filled.name, { where, limit: 1000 })).map((r) => r.id);
      expect(await ids({ kind: 'odd', n: 3 })).toEqual(rows.filter((r) => r.kind === 'odd' && r.n === 3).map((r) => r.id));
      expect(await ids({ n: '3' })).toEqual(rows.filter((r) => r.n === 3).map((r) => r.id));
      expect(await ids({ flag: true })).toEqual(rows.filter((r) => r.flag).map((r) => r.id));
      expect(await ids({ city: 'Zürich' })).toEqual(rows.filter((r) => r.nested.city === 'Zürich').map((r) => r.id));
      expect(await ids({ id: 'r005' })).toEqual(['r005']);
    });

    it.each(['asc', 'desc'] as const)('pages by keyset over (value, id) %s, visiting every row with a value once', async (direction) => {
      const seen: Row[] = [];
      let page: Row[] = [];
      do {
        const last = page.at(-1);
        page = await h.store.list<Row>(filled.name, { orderBy: 'n', direction, limit: 7, ...(last ? { after: last.n as number, afterId: last.id } : {}) });
        seen.push(...page);
      } while (page.length === 7);
      const sign = direction === 'asc' ? 1 : -1;
      const expected = rows
        .filter((r) => r.n !== null)
        .sort((a, b) => sign * ((a.n as number) - (b.n as number) || (a.id < b.id ? -1 : 1)));
      expect(seen.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    });

    it('matches text as a substring of an index, or an index among values, every condition', async () => {
      const ids = async (textMatch: NonNullable<Parameters<ReadStore['list']>[1]>['textMatch']): Promise<string[]> =>
        (await h.store.list<Row>(filled.name, { textMatch, limit: 1000 })).map((r) => r.id);
      expect(await ids([{ index: 'city', contains: 'ürich' }])).toEqual(rows.filter((r) => r.nested.city === 'Zürich').map((r) => r.id));
      // A substring, not a pattern: % and . match themselves only.
      expect(await ids([{ index: 'city', contains: '%' }])).toEqual([]);
      expect(await ids([{ index: 'city', contains: 'B.s' }])).toEqual([]);
      expect(await ids([{ index: 'city', contains: 'Bern', orIn: { index: 'kind', values: ['none'] } }, { index: 'kind', contains: 'ev' }])).toEqual(
        rows.filter((r) => r.nested.city === 'Bern' && r.kind === 'even').map((r) => r.id),
      );
      expect(await ids([{ index: 'city', contains: 'Genf', orIn: { index: 'id', values: ['r003', 'r007'] } }])).toEqual(['r003', 'r007']);
      await expect(h.store.list(filled.name, { textMatch: [{ index: 'nope', contains: 'x' }] })).rejects.toBeInstanceOf(UnknownIndexError);
    });

    it('pages by id and by timestamp', async () => {
      const byId = await h.store.list<Row>(filled.name, { after: 'r035', limit: 100 });
      expect(byId.map((r) => r.id)).toEqual(['r036', 'r037', 'r038', 'r039']);
      const latest = await h.store.list<Row>(filled.name, { orderBy: 'at', direction: 'desc', limit: 2 });
      expect(latest.map((r) => r.id)).toEqual(['r039', 'r038']);
      const next = await h.store.list<Row>(filled.name, { orderBy: 'at', direction: 'desc', after: latest[1]!.at, afterId: latest[1]!.id, limit: 1 });
      expect(next.map((r) => r.id)).toEqual(['r037']);
    });

    it('rejects an unknown index', async () => {
      await expect(h.store.list(filled.name, { where: { nope: 1 } })).rejects.toBeInstanceOf(UnknownIndexError);
    });

    it('upserts, deletes and refuses a batch whose starting checkpoint is stale', async () => {
      const v = fresh();
      const g = await h.store.ensureView(v);
      await h.store.commit(v.name, g.generation, { from: START, to: cp(5), upserts: [{ id: 'a', doc: row(1) }, { id: 'b', doc: row(2) }], deletes: [] });
      await h.store.commit(v.name, g.generation, { from: cp(5), to: cp(6), upserts: [{ id: 'a', doc: row(3) }], deletes: ['b'] });
      await expect(
        h.store.commit(v.name, g.generation, { from: cp(5), to: cp(7), upserts: [{ id: 'c', doc: row(4) }], deletes: [] }),
      ).rejects.toBeInstanceOf(CheckpointConflictError);
      expect(await h.store.get(v.name, 'a')).toEqual(row(3));
      expect(await h.store.get(v.name, 'b')).toBeNull();
      expect(await h.store.get(v.name, 'c')).toBeNull();
      expect(await h.store.checkpoint(v.name)).toEqual(cp(6));
    });

    it('leaves documents and checkpoint unchanged when a batch fails to write', async () => {
      if (!h.atomic) return; // documented: MongoDB without a replica set cannot roll a batch back
      const v = fresh();
      const g = await h.store.ensureView(v);
      await h.store.commit(v.name, g.generation, { from: START, to: cp(1), upserts: [{ id: 'a', doc: row(1) }], deletes: [] });
      await expect(
        h.store.commit(v.name, g.generation, { from: cp(1), to: cp(2), upserts: [{ id: 'a', doc: row(9) }, { id: 'z', doc: h.poison }], deletes: [] }),
      ).rejects.toThrow();
      expect(await h.store.get(v.name, 'a')).toEqual(row(1));
      expect(await h.store.get(v.name, 'z')).toBeNull();
      expect(await h.store.checkpoint(v.name)).toEqual(cp(1));
    });

    it('records a failure and clears it with the next successful batch', async () => {
      const v = fresh();
      const g = await h.store.ensureView(v);
      const failure = { checkpoint: '1/1', globalPosition: '1', eventType: 'Boom', message: 'no' };
      await h.store.recordFailure(v.name, g.generation, failure);
      expect((await h.store.active(v.name))?.failure).toEqual(failure);
      await h.store.commit(v.name, g.generation, { from: START, to: cp(1), upserts: [], deletes: [] });
      expect((await h.store.active(v.name))?.failure).toBeNull();
    });

    it('builds a new generation beside the active one and switches readers over atomically', async () => {
      const v = fresh();
      const old = await h.store.ensureView(v);
      await h.store.commit(v.name, old.generation, { from: START, to: cp(3), upserts: [{ id: 'a', doc: row(1) }], deletes: [] });
      const abandoned = await h.store.createGeneration(v);
      const next = await h.store.createGeneration(v);
      expect(next.generation).toBeGreaterThan(abandoned.generation);
      expect((await h.store.generations(v.name)).map((g) => [g.generation, g.status])).toEqual([
        [old.generation, 'active'],
        [next.generation, 'building'],
      ]);
      await h.store.commit(v.name, next.generation, { from: START, to: cp(2), upserts: [{ id: 'a', doc: row(2) }], deletes: [] });
      // Behind the live generation: switching now would move readers back in the log.
      await expect(h.store.activate(v.name, next.generation)).rejects.toBeInstanceOf(GenerationBehindError);
      await h.store.commit(v.name, next.generation, { from: cp(2), to: cp(4), upserts: [{ id: 'b', doc: row(3) }], deletes: [] });
      await h.store.buildIndexes(v, next.generation);
      expect(await h.store.list<Row>(v.name)).toEqual([row(1)]);
      expect(await h.store.checkpoint(v.name)).toEqual(cp(3));

      expect(await h.store.activate(v.name, next.generation)).toEqual({ previous: old.generation });
      expect(await h.store.list<Row>(v.name)).toEqual([row(2), row(3)]);
      expect(await h.store.list<Row>(v.name, { where: { kind: 'odd' } })).toEqual([row(3)]);
      expect(await h.store.checkpoint(v.name)).toEqual(cp(4));
      await expect(
        h.store.commit(v.name, old.generation, { from: cp(3), to: cp(5), upserts: [{ id: 'x', doc: row(5) }], deletes: [] }),
      ).rejects.toBeInstanceOf(GenerationRetiredError);
      await expect(h.store.dropGeneration(v.name, next.generation)).rejects.toThrow(/active/);
      await h.store.dropGeneration(v.name, old.generation);
      expect((await h.store.generations(v.name)).map((g) => [g.generation, g.status])).toEqual([[next.generation, 'active']]);
      await expect(h.store.commit(v.name, old.generation, { from: cp(3), to: cp(5), upserts: [], deletes: [] })).rejects.toBeInstanceOf(
        GenerationRetiredError,
      );
    });

    it('scans a generation readers never see, page by page in id order, and refuses a dropped one', async () => {
      const v = fresh();
      await h.store.ensureView(v);
      const hidden = await h.store.createGeneration(v);
      // Ids that sort differently by byte and by locale: "B" < "a" < "ä" bytewise.
      const ids = ['a', 'B', 'ä', 'a1', 'b', 'Z'];
      await h.store.commit(v.name, hidden.generation, { from: START, to: cp(1), upserts: ids.map((id, i) => ({ id, doc: row(i) })), deletes: [] });
      const seen: { id: string; doc: Row }[] = [];
      let page: { id: string; doc: Row }[] = [];
      do {
        page = await h.store.scan<Row>(v.name, hidden.generation, { limit: 4, ...(seen.length > 0 ? { afterId: seen.at(-1)!.id } : {}) });
        seen.push(...page);
      } while (page.length === 4);
      expect(seen.map((d) => d.id)).toEqual([...ids].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
      expect(seen.find((d) => d.id === 'ä')?.doc).toEqual(row(2));
      // The readers' list still shows the active generation, empty.
      expect(await h.store.list(v.name)).toEqual([]);
      await h.store.dropGeneration(v.name, hidden.generation);
      await expect(h.store.scan(v.name, hidden.generation)).rejects.toBeInstanceOf(GenerationRetiredError);
    });
  });
}
