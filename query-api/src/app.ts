import type { Bus, EventStore } from '@portal/events';
import type { BlobStore, SessionVerifier, SqlDriver } from '@portal/platform';
import { MarketSeriesReader, OfferTableReader, TimeSeriesReader, type ReadStore } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import { sessionAuth } from './auth/principal.ts';
import { readYourWrites } from './plugins/read-your-writes.ts';
import { socketRoute } from './realtime/socket-route.ts';
import { identifierCheckRoutes } from './routes/identifier-checks/identifier-check-routes.ts';
import { getConfigSelectRoute } from './routes/platform-config/get-config-select.ts';
import { salesPartnerRoutes } from './routes/sales-partner/index.ts';
import { serveUi } from './routes/ui/serve-ui.ts';
import { userRoutes } from './routes/users/index.ts';
import { customerRoutes, PagingKeys } from './routes/customers/index.ts';
import { salesPartnerAdminRoutes } from './routes/sales-partner-admin/index.ts';
import { meteringPointExportRoute, meteringPointRoutes, profileStatusRoute } from './routes/metering-points/index.ts';
import { timeSeriesRoutes } from './routes/time-series/index.ts';
import { loadProfileCheckRoute } from './routes/load-profiles/index.ts';
import { offerDocumentRoutes } from './routes/offer-documents/index.ts';
import { marginsServiceFeesRoutes } from './routes/margins-service-fees/index.ts';
import { offerDetailRoutes, offerTableRoutes } from './routes/offers/index.ts';
import { marketJobsRoutes } from './routes/market-jobs/index.ts';
import { marketRoutes } from './routes/market/index.ts';

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
  getConfigSelectRoute(app, options);
  identifierCheckRoutes(app, options);
  salesPartnerRoutes(app, options);
  userRoutes(app, options);
  const pagingKeys = new PagingKeys(options.pagingSecret);
  customerRoutes(app, { ...options, pagingKeys });
  salesPartnerAdminRoutes(app, { ...options, pagingKeys });
  meteringPointRoutes(app, { ...options, pagingKeys });
  meteringPointExportRoute(app, options);
  profileStatusRoute(app, options);
  marginsServiceFeesRoutes(app, options);
  const timeSeries = options.timeSeries ?? ('sql' in options.eventStore ? new TimeSeriesReader((options.eventStore as { sql: SqlDriver }).sql) : undefined);
  if (timeSeries) timeSeriesRoutes(app, { readStore: options.readStore, timeSeries });
  const offerTable = options.offerTable ?? ('sql' in options.eventStore ? new OfferTableReader((options.eventStore as { sql: SqlDriver }).sql) : undefined);
  if (offerTable) offerTableRoutes(app, { offerTable, pagingKeys, readYourWritesTimeoutMs: options.readYourWritesTimeoutMs });
  offerDetailRoutes(app, options);
  const market = options.market ?? ('sql' in options.eventStore ? new MarketSeriesReader((options.eventStore as { sql: SqlDriver }).sql) : undefined);
  if (market) marketRoutes(app, { market, clock: options.clock });
  await loadProfileCheckRoute(app, options);
  offerDocumentRoutes(app, options);
  marketJobsRoutes(app, options);
  await socketRoute(app, options);
  if (options.uiDir) await serveUi(app, { dir: options.uiDir });
}
