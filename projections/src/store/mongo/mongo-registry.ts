import { formatCheckpoint, parseCheckpoint, START } from '@portal/events';
import type { Collection, Db } from 'mongodb';
import type { IndexSpec, ViewSchema } from '../../engine/view.ts';
import { generationName } from '../naming.ts';
import type { GenerationState, ProjectionFailure } from '../read-store.ts';
import type { DocumentRecord } from './mongo-query.ts';

export interface RegistryRecord {
  _id: string;
  activeGeneration: number | null;
  /** The active generation's indexes, so a reader needs one lookup. */
  indexes: IndexSpec[];
  /** Generation numbers are never reused: a superseded rebuild must not write into a new one. */
  lastGeneration?: number;
}

export interface GenerationRecord {
  _id: string;
  name: string;
  generation: number;
  status: GenerationState['status'];
  checkpoint: string;
  indexes: IndexSpec[];
  failure: ProjectionFailure | null;
  updatedAt: Date;
}

export const keyOf = (projection: string, generation: number): string => `${projection}#${generation}`;
export const toState = (g: GenerationRecord): GenerationState => ({
  projection: g.name,
  generation: g.generation,
  status: g.status,
  checkpoint: parseCheckpoint(g.checkpoint),
  failure: g.failure,
  updatedAt: g.updatedAt.toISOString(),
});
const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 11000;

/** The registry collections of the MongoDB read store: `rm_projections` and `rm_generations`. */
export class MongoRegistry {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  get registry(): Collection<RegistryRecord> {
    return this.db.collection<RegistryRecord>('rm_projections');
  }

  get generations(): Collection<GenerationRecord> {
    return this.db.collection<GenerationRecord>('rm_generations');
  }

  documents(projection: string, generation: number): Collection<DocumentRecord> {
    return this.db.collection<DocumentRecord>(generationName(projection, generation));
  }

  async generation(projection: string, generation: number): Promise<GenerationState | null> {
    const g = await this.generations.findOne({ _id: keyOf(projection, generation) });
    return g ? toState(g) : null;
  }

  /** A new generation numbered past every earlier one, with its (empty) collection. */
  async insertGeneration(view: ViewSchema, status: 'active' | 'building'): Promise<GenerationState> {
    for (;;) {
      const [last] = await this.generations.find({ name: view.name }, { sort: { generation: -1 }, limit: 1 }).toArray();
      const counter = await this.registry.findOneAndUpdate({ _id: view.name }, { $inc: { lastGeneration: 1 } }, { upsert: true, returnDocument: 'after' });
      const generation = Math.max(counter?.lastGeneration ?? 1, (last?.generation ?? 0) + 1, (counter?.activeGeneration ?? 0) + 1);
      if (generation !== counter?.lastGeneration) await this.registry.updateOne({ _id: view.name }, { $max: { lastGeneration: generation } });
      const record: GenerationRecord = {
        _id: keyOf(view.name, generation),
        name: view.name,
        generation,
        status,
        checkpoint: formatCheckpoint(START),
        indexes: status === 'active' ? [...(view.indexes ?? [])] : [],
        failure: null,
        updatedAt: new Date(),
      };
      try {
        await this.generations.insertOne(record);
      } catch (error) {
        if (isDuplicateKey(error)) continue; // another process took this number
        throw error;
      }
      await this.db.createCollection(generationName(view.name, generation)).catch((error: unknown) => {
        if ((error as { codeName?: string }).codeName !== 'NamespaceExists') throw error;
      });
      return toState(record);
    }
  }

  /** Drops a generation's collection and forgets it. */
  async dropGenerationData(projection: string, generation: number): Promise<void> {
    await this.documents(projection, generation)
      .drop()
      .catch((error: unknown) => {
        if ((error as { codeName?: string }).codeName !== 'NamespaceNotFound') throw error;
      });
    await this.generations.deleteOne({ _id: keyOf(projection, generation) });
  }
}
