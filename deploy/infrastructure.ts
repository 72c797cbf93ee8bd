import { join } from 'node:path';
import { portalCatalog, type Bus, type EventCatalog, type EventStore } from '@portal/events';
import { createEventStoreDbEventStore, createSqlBlobStore, createPersonalDataKeys, PersonalDataCodec, withPersonalData, createNatsBus, createPgliteEventStore, createPostgresEventStore, InProcessBus, PgDriver, PgliteDriver, type BlobStore, type PersonalDataKeys, type SqlDriver } from '@portal/platform';
import { createMongoReadStore, createPgReadStore, type ReadStore } from '@portal/projections';
import type { PortalConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migratePortal } from './schema.ts';

export { DataDirInUseError } from './data-dir-lock.ts';

/** The stores and the bus one process runs on, as the environment selects them. */
export interface Infrastructure {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  /** Uploads and generated documents: beside the event log, else beside the read models. */
  readonly blobStore: BlobStore;
  /** The SQL database the blobs live in; also holds the credentials and attempt tables. */
  readonly sql: SqlDriver;
  /** Keys of people's data in `sql` (crypto-shredding, ADR 9): the stores seal with them, erasure deletes them. */
  readonly personalData: PersonalDataKeys;
  /** The connection of a SQL event log (hash chain, seals, audit export, ADR 27); null on EventStoreDB. */
  readonly eventLogSql: SqlDriver | null;
  /** Absent when opened with `bus: false` (the ops CLI needs none). */
  readonly bus?: Bus;
  /** True when this process holds the embedded database under PORTAL_DATA_DIR (PGlite). */
  readonly embedded: boolean;
  /** One line for the startup log, e.g. "event store postgres, read store postgres, bus nats". */
  readonly description: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly catalog?: EventCatalog;
  /** Connect a bus (default true): NATS when PORTAL_NATS_URL is set, else in process. */
  readonly bus?: boolean;
  /** Names this process on the NATS server. */
  readonly name?: string;
}

const mongoDatabase = (url: string): string => new URL(url).pathname.replace(/^\//, '') || 'portal';

/**
 * Opens what `config` asks for:
 * - event store: EventStoreDB (PORTAL_ESDB_URL), else PostgreSQL (PORTAL_PG_URL), else PGlite
 *   under `<dataDir>/pglite`, locked to this process;
 * - read store: MongoDB (PORTAL_MONGO_URL), else the SQL database of the event store (sharing
 *   its driver: required for PGlite, and it lets a batch and its checkpoint share a
 *   transaction), else PostgreSQL or PGlite (`<dataDir>/pglite-read`) beside EventStoreDB;
 * - blob store: the event store's SQL database, else the read store's, else its own;
 * - bus: NATS (PORTAL_NATS_URL), else in process.
 *
 * @example
 * const infra = await openInfrastructure(loadConfig());
 * const engine = new ProjectionEngine({ ...infra, logger }).register(...allViews);
 */
export async function openInfrastructure(config: PortalConfig, options: OpenOptions = {}): Promise<Infrastructure> {
  const catalog = options.catalog ?? portalCatalog();
  const opening = new Opening(config);
  try {
    const events = await openEventStore(opening, catalog);
    let eventStore = events.eventStore;
    const sql = events.sql;
    const { readStore, readSql } = await openReadStore(opening, sql);
    const blobSql = sql ?? readSql ?? (await ownBlobSql(opening));
    const blobStore = await createSqlBlobStore(blobSql);
    // The SQL adapters seal personal data themselves (same table); EventStoreDB keeps its keys in SQL.
    const personalData = await createPersonalDataKeys(blobSql);
    if (!sql) eventStore = withPersonalData(eventStore, new PersonalDataCodec(catalog, personalData));
    const bus = options.bus === false ? undefined : await openBus(opening, config, options.name);
    return {
      eventStore,
      readStore,
      blobStore,
      sql: blobSql,
      personalData,
      eventLogSql: sql ?? null,
      bus,
      embedded: opening.locked,
      description: `event store ${eventStore.name}, read store ${readStore.name}${bus ? `, bus ${bus.name}` : ''}`,
      close: () => opening.close(),
    };
  } catch (error) {
    await opening.close().catch(() => undefined);
    throw error;
  }
}

/** What is open so far, closed in reverse order when the whole is closed or opening fails. */
class Opening {
  locked = false;
  readonly config: PortalConfig;
  private readonly closers: (() => Promise<void> | void)[] = [];

  constructor(config: PortalConfig) {
    this.config = config;
  }

  onClose(closer: () => Promise<void> | void): void {
    this.closers.push(closer);
  }

  async close(): Promise<void> {
    for (const closer of this.closers.splice(0).reverse()) await closer();
  }

  /** PGlite under the data directory, which this process then holds locked. */
  embedded(dir: string): Promise<PgliteDriver> {
    const release = lockDataDir(this.config.dataDir);
    this.locked = true;
    this.onClose(release);
    return PgliteDriver.open(join(this.config.dataDir, dir));
  }

  /** Every SQL database is migrated before any store opens on it: one run under one lock. */
  async migrated<D extends SqlDriver>(driver: D, eventLog: boolean): Promise<D> {
    try {
      await migratePortal(driver, { eventLog });
      return driver;
    } catch (error) {
      await driver.close().catch(() => undefined);
      throw error;
    }
  }
}

async function openEventStore(opening: Opening, catalog: EventCatalog): Promise<{ eventStore: EventStore; sql: SqlDriver | undefined }> {
  const { config } = opening;
  let opened: { eventStore: EventStore; sql: SqlDriver | undefined };
  if (config.esdbUrl) {
    // Sealed with keys in SQL once that is open (openInfrastructure).
    opened = { eventStore: createEventStoreDbEventStore(config.esdbUrl, { catalog }), sql: undefined };
  } else if (config.pgUrl) {
    const driver = await opening.migrated(new PgDriver(config.pgUrl), true);
    const store = await createPostgresEventStore(config.pgUrl, { catalog, driver });
    opened = { eventStore: store, sql: store.sql };
  } else {
    const store = await createPgliteEventStore({ catalog, driver: await opening.migrated(await opening.embedded('pglite'), true) });
    opened = { eventStore: store, sql: store.sql };
  }
  const { eventStore } = opened;
  opening.onClose(() => eventStore.close());
  return opened;
}

async function openReadStore(opening: Opening, sql: SqlDriver | undefined): Promise<{ readStore: ReadStore; readSql: SqlDriver | undefined }> {
  const { config } = opening;
  let opened: { readStore: ReadStore; readSql: SqlDriver | undefined };
  if (config.mongoUrl) opened = { readStore: await createMongoReadStore(config.mongoUrl, mongoDatabase(config.mongoUrl)), readSql: undefined };
  else if (sql) opened = { readStore: await createPgReadStore(sql), readSql: undefined };
  else {
    const readSql = await opening.migrated(config.pgUrl ? new PgDriver(config.pgUrl) : await opening.embedded('pglite-read'), false);
    opened = { readStore: await createPgReadStore(readSql, { ownsDriver: true }), readSql };
  }
  const { readStore } = opened;
  opening.onClose(() => readStore.close());
  return opened;
}

/** EventStoreDB with MongoDB: the blobs still need SQL (PostgreSQL, else embedded). */
async function ownBlobSql(opening: Opening): Promise<SqlDriver> {
  const { config } = opening;
  const own = await opening.migrated(config.pgUrl ? new PgDriver(config.pgUrl) : await opening.embedded('pglite-blobs'), false);
  opening.onClose(() => own.close());
  return own;
}

async function openBus(opening: Opening, config: PortalConfig, name: string | undefined): Promise<Bus> {
  const bus = config.natsUrl ? await createNatsBus(config.natsUrl, { name }) : new InProcessBus();
  opening.onClose(() => bus.close());
  return bus;
}
