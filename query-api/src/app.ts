import type { Bus, EventStore } from '@portal/events';
import type { BlobStore, SessionVerifier, SqlDriver } from '@portal/platform';
import { MarketSeriesReader, OfferTableReader, TimeSeriesReader, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { sessionAuth } from './auth/principal.ts';
import { readYourWrites } from './plugins/read-your-writes.ts';
import { socketRoute } from './realtime/socket-route.ts';
import { queryAreas } from './areas.ts';
import { PagingKeys } from './routes/customers/index.ts';
import { serveUi } from './routes/ui/serve-ui.ts';

export interface QueryApiOptions {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly bus: Bus;
  /** Logos, favicons and terms PDFs. */
  readonly blobStore: BlobStore;
  /** The built UI to serve at / (with fallback to index.html); skipped when it does not exist. */
  readonly uiDir?: string;
  /** Longest wait for X-Portal-Min-Position. */
  readonly readYourWritesTimeoutMs?: number;
  /**
   * Checks session cookies: the command API's signing key (PORTAL_CREDENTIALS_KEY) and its
   * `identity_sessions` table. Without it nobody is logged in here: guarded routes answer 401.
   */
  readonly sessions?: SessionVerifier;
  /**
   * Signs the keys of keyset pages: the credentials key (PORTAL_CREDENTIALS_KEY), so every
   * replica and restart takes the others' keys. Without it a random key per process.
   */
  readonly pagingSecret?: string;
  readonly clock?: () => Date;
  /** The time-series table (ADR 0022); defaults to the SQL event store's database, where the projection writes it. */
  readonly timeSeries?: TimeSeriesReader;
  /** The offer tables' typed table (ADR 0023); defaults to the SQL event store's database, where its projection writes it. */
  readonly offerTable?: OfferTableReader;
  /** The market series tables (ADR 0024); defaults to the SQL event store's database, where their projection writes them. */
  readonly market?: MarketSeriesReader;
}

/** The query API: read models per route, read-your-writes, the realtime socket and the UI. */
export async function queryApi(app: FastifyInstance, options: QueryApiOptions): Promise<void> {
  sessionAuth(app, options);
  await readYourWrites(app, { ...options, timeoutMs: options.readYourWritesTimeoutMs });
  // The typed tables live in the SQL event store's database unless given (ADRs 22 to 24).
  const sql = 'sql' in options.eventStore ? (options.eventStore as { sql: SqlDriver }).sql : undefined;
  const context = {
    ...options,
    pagingKeys: new PagingKeys(options.pagingSecret),
    timeSeries: options.timeSeries ?? (sql && new TimeSeriesReader(sql)),
    offerTable: options.offerTable ?? (sql && new OfferTableReader(sql)),
    market: options.market ?? (sql && new MarketSeriesReader(sql)),
  };
  for (const area of queryAreas) await area.routes(app, context);
  await socketRoute(app, options);
  if (options.uiDir) await serveUi(app, { dir: options.uiDir });
}
