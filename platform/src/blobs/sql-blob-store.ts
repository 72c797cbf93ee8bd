import { createHash } from 'node:crypto';
import { migrate, type SchemaStep } from '../adapters/sql/migrate.ts';
import type { SqlDriver } from '../adapters/sql/sql-driver.ts';
import { isBlobHash, type BlobContent, type BlobInfo, type BlobStore, type BlobStream } from './blob-store.ts';

// EXTERNAL storage keeps the bytes uncompressed out of line: PNG, JPEG and PDF are compressed
// already, and substring() can then fetch one chunk without reading the whole value. Altered
// only once: ALTER TABLE locks the table against readers of running processes.
export const blobsStep: SchemaStep = {
  name: 'blobs',
  sql: `
CREATE TABLE IF NOT EXISTS blobs (
  hash text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
DO $$ BEGIN
  IF (SELECT attstorage FROM pg_attribute WHERE attrelid = 'blobs'::regclass AND attname = 'bytes') <> 'e' THEN
    ALTER TABLE blobs ALTER COLUMN bytes SET STORAGE EXTERNAL;
  END IF;
END $$;
`,
};

interface InfoRow {
  hash: string;
  content_type: string;
  size: number;
}

const toBuffer = (value: unknown): Buffer => {
  if (Buffer.isBuffer(value)) return value;
  const bytes = value as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

const infoOf = (row: InfoRow): BlobInfo => ({ hash: row.hash, contentType: row.content_type, size: Number(row.size) });

/**
 * The blob store in the `blobs` table of PostgreSQL or PGlite. Pass the event store's driver
 * (`eventStore.sql`): embedded PGlite allows one owner of the database.
 */
export class SqlBlobStore implements BlobStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  /** Creates the table (a no-op after the process's migrate); safe from several processes at once. */
  async init(): Promise<this> {
    await migrate(this.driver, [blobsStep]);
    return this;
  }

  async put(bytes: Uint8Array, contentType: string): Promise<BlobInfo> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    await this.driver.query('INSERT INTO blobs (hash, content_type, size, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING', [
      hash,
      contentType,
      bytes.byteLength,
      toBuffer(bytes),
    ]);
    // The first put of these bytes decided the stored type; answer with what is stored.
    const stored = await this.info(hash);
    if (!stored) throw new Error(`blob ${hash} vanished after it was stored`);
    return stored;
  }

  async info(hash: string): Promise<BlobInfo | null> {
    if (!isBlobHash(hash)) return null;
    const { rows } = await this.driver.query<InfoRow>('SELECT hash, content_type, size FROM blobs WHERE hash = $1', [hash]);
    return rows[0] ? infoOf(rows[0]) : null;
  }

  async has(hash: string): Promise<boolean> {
    return (await this.info(hash)) !== null;
  }

  async get(hash: string): Promise<BlobContent | null> {
    if (!isBlobHash(hash)) return null;
    const { rows } = await this.driver.query<InfoRow & { bytes: unknown }>('SELECT hash, content_type, size, bytes FROM blobs WHERE hash = $1', [hash]);
    const row = rows[0];
    return row ? { ...infoOf(row), bytes: toBuffer(row.bytes) } : null;
  }

  async open(hash: string, options: { chunkSize?: number } = {}): Promise<BlobStream | null> {
    const info = await this.info(hash);
    if (!info) return null;
    const chunkSize = options.chunkSize ?? 256 * 1024;
    const { driver } = this;
    const { size } = info;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let offset = 0; offset < size; offset += chunkSize) {
        const { rows } = await driver.query<{ chunk: unknown }>('SELECT substring(bytes FROM $2 FOR $3) AS chunk FROM blobs WHERE hash = $1', [
          hash,
          offset + 1,
          chunkSize,
        ]);
        if (!rows[0]) throw new Error(`blob ${hash} disappeared while it was read`);
        yield toBuffer(rows[0].chunk);
      }
    }
    return { ...info, chunks: chunks() };
  }
}

/** A blob store on `driver` with its table created. */
export function createSqlBlobStore(driver: SqlDriver): Promise<SqlBlobStore> {
  return new SqlBlobStore(driver).init();
}
