import type { LoginStores } from '@portal/command-api';
import type { EventCatalog } from '@portal/events';
import { MarketSeriesReader, OfferTableReader, operatedStatus, TimeSeriesReader, type OperatedProjection } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { PortalConfig } from './config.ts';
import type { Infrastructure } from './infrastructure.ts';
import { buildApiServer } from './services.ts';

interface AllInOneParts {
  catalog: EventCatalog;
  bus: NonNullable<Infrastructure['bus']>;
  session: LoginStores;
  /** The credentials key: it also signs the query API's paging keys. */
  credentialsKey: string;
  operatorToken: string;
  ready: () => boolean;
  operated: OperatedProjection[];
}

/** The all-in-one's API server: the command and query APIs on one listener, with the lag gauges. */
export function allInOneApi(config: PortalConfig, logger: Logger, infra: Infrastructure, parts: AllInOneParts): Promise<FastifyInstance> {
  const { eventStore, readStore, blobStore, personalData } = infra;
  const { session, bus } = parts;
  return buildApiServer({
    logger,
    eventStore,
    catalog: parts.catalog,
    operatorToken: parts.operatorToken,
    session: { ...session, bus },
    limits: { maxUsersPerCustomer: config.maxUsersPerCustomer },
    blobStore,
    personalData,
    // The same key and session table as the command API: one login serves both.
    query: { readStore, bus, sessions: session, pagingSecret: parts.credentialsKey, timeSeries: new TimeSeriesReader(infra.sql), offerTable: new OfferTableReader(infra.sql), market: new MarketSeriesReader(infra.sql) },
    ready: parts.ready,
    trustProxy: config.trustProxy,
    lag: () => operatedStatus(parts.operated),
  });
}
