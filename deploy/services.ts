import { commandApi, runSystemCommand, type CommandLimits, type SessionOptions } from '@portal/command-api';
import { fileURLToPath } from 'node:url';
import { defaultPlatformConfig, portalCatalog, type Bus, type EventCatalog, type EventStore } from '@portal/events';
import { createHttpServer, createSqlBlobStore, SqlEventStore, type BlobStore, type PersonalDataKeys, type SessionVerifier, type TrustProxy } from '@portal/platform';
import type { MarketSeriesReader, ReadStore, OfferTableReader, TimeSeriesReader } from '@portal/projections';
import { queryApi } from '@portal/query-api';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import client from 'prom-client';

/** The platform configuration is seeded on every start; once seeded the command is a no-op. */
export async function seedPlatformConfig(eventStore: EventStore, catalog: EventCatalog = portalCatalog()): Promise<void> {
  await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
}

/** The built UI the query API serves when it exists (`npm run build -w @portal/ui`). */
export const defaultUiDir = fileURLToPath(new URL('../ui/dist', import.meta.url));

/** The blob store in the event store's own database: what a SQL event store brings along. */
export async function blobStoreBeside(eventStore: EventStore): Promise<BlobStore> {
  if (eventStore instanceof SqlEventStore) return createSqlBlobStore(eventStore.sql);
  throw new Error(`the ${eventStore.name} event store keeps no blobs: pass the blob store of openInfrastructure`);
}

export interface ProjectionLag {
  readonly name: string;
  readonly lagEvents: number;
  readonly lagSeconds: number;
}

export interface ApiServerOptions {
  readonly logger: Logger;
  readonly eventStore: EventStore;
  readonly catalog: EventCatalog;
  readonly operatorToken: string;
  /** Uploads, logos and documents; defaults to a blob store in the SQL event store's database. */
  readonly blobStore?: BlobStore;
  /** The built UI to serve (default ui/dist, when built); false serves none. */
  readonly uiDir?: string | false;
  /**
   * Query side; omitted in a command-only process. `sessions` checks the command API's session
   * cookies; `pagingSecret` (the credentials key) signs paging keys.
   */
  readonly query?: { readonly readStore: ReadStore; readonly bus: Bus; readonly sessions?: SessionVerifier; readonly pagingSecret?: string; readonly timeSeries?: TimeSeriesReader; readonly offerTable?: OfferTableReader; readonly market?: MarketSeriesReader };
  readonly commands?: boolean;
  /** Login and sessions of the command API; without them only the operator token works. */
  readonly session?: SessionOptions;
  /** Configured command limits (users per customer); defaults apply without. */
  readonly limits?: CommandLimits;
  /** Keys of people's data (erasure); defaults to the SQL event store's database (openInfrastructure has them for every store). */
  readonly personalData?: PersonalDataKeys;
  readonly ready?: () => boolean | Promise<boolean>;
  /** PORTAL_TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto count. */
  readonly trustProxy?: TrustProxy;
  /** Projection lag for /metrics, where this process can see it. */
  readonly lag?: () => Promise<readonly ProjectionLag[]>;
}

/** One Fastify server with the command API, the query API, or both (all-in-one). */
export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const title = options.query && options.commands !== false ? 'Portal API' : options.query ? 'Portal query API' : 'Portal command API';
  const app = await createHttpServer({ logger: options.logger, title, ready: options.ready, trustProxy: options.trustProxy, operatorToken: options.operatorToken || undefined });
  const blobStore = options.blobStore ?? (await blobStoreBeside(options.eventStore));
  if (options.commands !== false) {
    await app.register(commandApi, { eventStore: options.eventStore, catalog: options.catalog, blobStore, operatorToken: options.operatorToken, session: options.session, limits: options.limits, personalData: options.personalData });
  }
  if (options.query) {
    const uiDir = options.uiDir === false ? undefined : (options.uiDir ?? defaultUiDir);
    const { readStore, bus, sessions, pagingSecret, timeSeries, offerTable, market } = options.query;
    await app.register(queryApi, { eventStore: options.eventStore, readStore, bus, sessions, pagingSecret, blobStore, uiDir, timeSeries, offerTable, market });
  }
  if (options.lag) registerLagGauges(app.metrics, options.lag);
  return app;
}

/** Projection lag gauges, refreshed when Prometheus scrapes (on either listener), not on a timer: no work while nobody looks. */
export function registerLagGauges(registry: client.Registry, lag: () => Promise<readonly ProjectionLag[]>): void {
  // The registry collects both gauges at once: one query per scrape serves them.
  let current: Promise<readonly ProjectionLag[]> | undefined;
  const rows = (): Promise<readonly ProjectionLag[]> => {
    current ??= lag().finally(() => (current = undefined));
    return current;
  };
  new client.Gauge({
    name: 'portal_projection_lag_events',
    help: 'Events a projection is behind the log head',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const row of await rows()) this.set({ projection: row.name }, row.lagEvents);
    },
  });
  new client.Gauge({
    name: 'portal_projection_lag_seconds',
    help: 'Seconds a projection is behind the log head',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const row of await rows()) this.set({ projection: row.name }, row.lagSeconds);
    },
  });
}
