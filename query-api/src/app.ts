import type { Bus, EventStore } from '@portal/events';
import type { BlobStore, SessionVerifier } from '@portal/platform';
import type { ReadStore } from '@portal/projections';
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
import { meteringPointExportRoute, meteringPointRoutes } from './routes/metering-points/index.ts';
import { loadProfileCheckRoute } from './routes/load-profiles/index.ts';

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
  await loadProfileCheckRoute(app, options);
  await socketRoute(app, options);
  if (options.uiDir) await serveUi(app, { dir: options.uiDir });
}
