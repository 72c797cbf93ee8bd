import { compareCheckpoints, formatCheckpoint, parseCheckpoint, START, type Checkpoint } from '@portal/events';
import { MongoClient, type AnyBulkWriteOperation, type ClientSession, type Collection, type Db } from 'mongodb';
import type { IndexSpec, ViewSchema } from '../../engine/view.ts';
import { CheckpointConflictError, GenerationBehindError, GenerationRetiredError } from '../errors.ts';
import { checkIndexes, indexColumn } from '../naming.ts';
import type { BatchWrite, GenerationState, ListQuery, ProjectionFailure, ReadStore, ScannedDocument, ScanPage, StoredDocument } from '../read-store.ts';
import { limitOf } from '../list-query.ts';
import { fieldOf, listToMongo, type DocumentRecord } from './mongo-query.ts';
import { keyOf, MongoRegistry, toState } from './mongo-registry.ts';

/**
 * The read store on MongoDB: collections `rm_<view>_g<N>` holding `{ _id, doc, _cp }`, and the
 * registry collections `rm_projections` and `rm_generations`.
 *
 * Guarantee: on a replica set or sharded cluster a batch's documents and its checkpoint are
 * written in one transaction, as on PostgreSQL. On a standalone server (no transactions) the
 * documents are written first and the checkpoint last; every document records the batch that
 * wrote it (`_cp`), so a replay after a crash skips events it already holds. What remains weaker
 * there: a document deleted by the lost batch is replayed from null, and a writer that lost a
 * race with a rebuild's switch may leave a stray write in a retired collection.
 */
export class MongoReadStore implements ReadStore {
  readonly name = 'mongodb';
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly ownsClient: boolean;
  private readonly reg: MongoRegistry;
  private transactions = false;

  constructor(client: MongoClient, db: Db, options: { ownsClient?: boolean } = {}) {
    this.client = client;
    this.db = db;
    this.reg = new MongoRegistry(db);
    this.ownsClient = options.ownsClient ?? false;
  }

  /** Detects transaction support (replica set or mongos) and creates the registry's index. */
  async init(options: { transactions?: boolean } = {}): Promise<this> {
    const hello = await this.db.admin().command({ hello: 1 });
    this.transactions = options.transactions ?? (typeof hello.setName === 'string' || hello.msg === 'isdbgrid');
    await this.reg.generations.createIndex({ name: 1, generation: 1 }, { unique: true });
    return this;
  }

  get atomicBatches(): boolean {
    return this.transactions;
  }

  async get<Doc>(view: string, id: string): Promise<Doc | null> {
    return this.readActive(view, null, async (collection) => ((await collection.findOne({ _id: id }))?.doc as Doc | undefined) ?? null);
  }

  async list<Doc>(view: string, query: ListQuery = {}): Promise<Doc[]> {
    return this.readActive(view, [], async (collection, indexes) => {
      const { filter, sort, limit } = listToMongo(view, indexes, query);
      const records = await collection.find(filter, { sort, limit, projection: { doc: 1 } }).toArray();
      return records.map((r) => r.doc as Doc);
    });
  }

  async checkpoint(projection: string): Promise<Checkpoint> {
    return (await this.active(projection))?.checkpoint ?? START;
  }

  async ensureView(view: ViewSchema): Promise<GenerationState> {
    const indexes = [...(view.indexes ?? [])];
    checkIndexes(view.name, indexes);
    for (;;) {
      const registry = await this.reg.registry.findOneAndUpdate(
        { _id: view.name },
        { $setOnInsert: { activeGeneration: null, indexes: [] } },
        { upsert: true, returnDocument: 'after' },
      );
      const current = registry?.activeGeneration ?? null;
      if (current !== null) {
        if (JSON.stringify(registry?.indexes) !== JSON.stringify(indexes)) {
          await this.buildIndexes(view, current);
          await this.reg.registry.updateOne({ _id: view.name, activeGeneration: current }, { $set: { indexes } });
        }
        const state = await this.reg.generation(view.name, current);
        if (state) return state;
        continue;
      }
      const created = await this.reg.insertGeneration(view, 'active');
      await this.buildIndexes(view, created.generation);
      const claimed = await this.reg.registry.updateOne({ _id: view.name, activeGeneration: null }, { $set: { activeGeneration: created.generation, indexes } });
      if (claimed.modifiedCount === 1) return created;
      await this.reg.dropGenerationData(view.name, created.generation); // another process won the race
    }
  }

  async active(projection: string): Promise<GenerationState | null> {
    const registry = await this.reg.registry.findOne({ _id: projection });
    return registry?.activeGeneration == null ? null : this.reg.generation(projection, registry.activeGeneration);
  }

  async generations(projection?: string): Promise<GenerationState[]> {
    const found = await this.reg.generations.find(projection === undefined ? {} : { name: projection }, { sort: { name: 1, generation: 1 } }).toArray();
    return found.map(toState);
  }

  async load<Doc>(projection: string, generation: number, ids: readonly string[]): Promise<Map<string, StoredDocument<Doc>>> {
    const found = new Map<string, StoredDocument<Doc>>();
    if (ids.length === 0) return found;
    for (const r of await this.reg.documents(projection, generation).find({ _id: { $in: [...ids] } }).toArray()) {
      found.set(r._id, { doc: r.doc as Doc, appliedThrough: parseCheckpoint(r._cp) });
    }
    return found;
  }

  async scan<Doc>(projection: string, generation: number, page: ScanPage = {}): Promise<ScannedDocument<Doc>[]> {
    // A dropped collection reads as empty in MongoDB: the registry tells a retired generation apart.
    if (!(await this.reg.generation(projection, generation))) throw new GenerationRetiredError(projection, generation);
    const filter = page.afterId === undefined ? {} : { _id: { $gt: page.afterId } };
    const records = await this.reg.documents(projection, generation).find(filter, { sort: { _id: 1 }, limit: limitOf({ limit: page.limit ?? 1000 }) }).toArray();
    return records.map((r) => ({ id: r._id, doc: r.doc as Doc }));
  }

  async commit(projection: string, generation: number, batch: BatchWrite): Promise<void> {
    const to = formatCheckpoint(batch.to);
    const ops: AnyBulkWriteOperation<DocumentRecord>[] = [
      ...batch.upserts.map((u) => ({ replaceOne: { filter: { _id: u.id }, replacement: { doc: u.doc, _cp: to }, upsert: true } })),
      ...batch.deletes.map((id) => ({ deleteOne: { filter: { _id: id } } })),
    ];
    const key = keyOf(projection, generation);
    const move = (session?: ClientSession) =>
      this.reg.generations.updateOne(
        { _id: key, status: { $ne: 'retired' }, checkpoint: formatCheckpoint(batch.from) },
        { $set: { checkpoint: to, failure: null, updatedAt: new Date() } },
        { session },
      );
    const refuse = async (session?: ClientSession): Promise<never> => {
      const g = await this.reg.generations.findOne({ _id: key }, { session });
      if (!g || g.status === 'retired') throw new GenerationRetiredError(projection, generation);
      throw new CheckpointConflictError(projection, generation, batch.from);
    };
    if (this.transactions) {
      await this.inTransaction(async (session) => {
        if ((await move(session)).matchedCount === 0) await refuse(session);
        if (ops.length > 0) await this.reg.documents(projection, generation).bulkWrite(ops, { ordered: true, session });
      });
      return;
    }
    const g = await this.reg.generations.findOne({ _id: key });
    if (!g || g.status === 'retired' || g.checkpoint !== formatCheckpoint(batch.from)) await refuse();
    if (ops.length > 0) await this.reg.documents(projection, generation).bulkWrite(ops, { ordered: true });
    if ((await move()).matchedCount === 0) await refuse();
  }

  async recordFailure(projection: string, generation: number, failure: ProjectionFailure | null): Promise<void> {
    await this.reg.generations.updateOne({ _id: keyOf(projection, generation) }, { $set: { failure, updatedAt: new Date() } });
  }

  async createGeneration(view: ViewSchema): Promise<GenerationState> {
    checkIndexes(view.name, view.indexes ?? []);
    for (const abandoned of await this.reg.generations.find({ name: view.name, status: 'building' }).toArray()) {
      await this.reg.dropGenerationData(view.name, abandoned.generation);
    }
    return this.reg.insertGeneration(view, 'building');
  }

  async buildIndexes(view: ViewSchema, generation: number): Promise<void> {
    const collection = this.reg.documents(view.name, generation);
    for (const spec of view.indexes ?? []) await collection.createIndex({ [fieldOf(spec)]: 1, _id: 1 }, { name: indexColumn(spec) });
    await this.reg.generations.updateOne({ _id: keyOf(view.name, generation) }, { $set: { indexes: [...(view.indexes ?? [])] } });
  }

  async activate(projection: string, generation: number): Promise<{ previous: number | null }> {
    const switchOver = async (session?: ClientSession): Promise<{ previous: number | null }> => {
      const target = await this.reg.generations.findOne({ _id: keyOf(projection, generation) }, { session });
      if (target?.status === 'active') return { previous: null };
      if (target?.status !== 'building') throw new GenerationRetiredError(projection, generation);
      const previous = (await this.reg.registry.findOne({ _id: projection }, { session }))?.activeGeneration ?? null;
      const live = previous === null ? null : await this.reg.generations.findOne({ _id: keyOf(projection, previous) }, { session });
      if (live && compareCheckpoints(parseCheckpoint(target.checkpoint), parseCheckpoint(live.checkpoint)) < 0) {
        throw new GenerationBehindError(projection, generation, parseCheckpoint(live.checkpoint));
      }
      // Readers follow the registry: it moves after the target is ready and before the old one retires.
      await this.reg.generations.updateOne({ _id: target._id }, { $set: { status: 'active', updatedAt: new Date() } }, { session });
      await this.reg.registry.updateOne({ _id: projection }, { $set: { activeGeneration: generation, indexes: target.indexes } }, { upsert: true, session });
      await this.reg.generations.updateMany(
        { name: projection, status: 'active', generation: { $ne: generation } },
        { $set: { status: 'retired', updatedAt: new Date() } },
        { session },
      );
      return { previous };
    };
    return this.transactions ? this.inTransaction(switchOver) : switchOver();
  }

  async dropGeneration(projection: string, generation: number): Promise<void> {
    const g = await this.reg.generations.findOne({ _id: keyOf(projection, generation) });
    if (g?.status === 'active') throw new Error(`generation ${generation} of ${projection} is active and cannot be dropped`);
    await this.reg.dropGenerationData(projection, generation);
  }

  /** For test suites: removes the whole database. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  /**
   * Runs a read against the active generation. MongoDB answers a dropped collection with no
   * documents rather than an error, so the registry is read again afterwards: if a switch
   * happened meanwhile the read is repeated on the new generation.
   */
  private async readActive<T>(view: string, none: T, read: (collection: Collection<DocumentRecord>, indexes: IndexSpec[]) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const before = await this.reg.registry.findOne({ _id: view });
      if (before?.activeGeneration == null) return none;
      const result = await read(this.reg.documents(view, before.activeGeneration), before.indexes);
      const after = await this.reg.registry.findOne({ _id: view });
      if (after?.activeGeneration === before.activeGeneration || attempt >= 3) return result;
    }
  }

  private async inTransaction<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = this.client.startSession();
    try {
      return await session.withTransaction(() => fn(session));
    } finally {
      await session.endSession();
    }
  }
}

/** Connects to `url` and opens the read store in database `dbName`. */
export async function createMongoReadStore(url: string, dbName: string, options: { transactions?: boolean } = {}): Promise<MongoReadStore> {
  const client = await new MongoClient(url).connect();
  try {
    return await new MongoReadStore(client, client.db(dbName), { ownsClient: true }).init(options);
  } catch (error) {
    await client.close();
    throw error;
  }
}
