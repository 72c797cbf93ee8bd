import type { Notification, NotificationDocument, Principal } from '@portal/events';
import type { MarketSeriesReader, OfferTableReader, TimeSeriesReader } from '@portal/projections';
import type { FastifyInstance } from 'fastify';
import type { QueryApiOptions } from './app.ts';
import type { PagingKeys } from './routes/customers/index.ts';

/**
 * What every area's routes get: the API's options with the shared pieces made once (the keys of
 * keyset pages) and the typed tables resolved (absent where no SQL database backs them).
 */
export interface QueryRouteContext extends QueryApiOptions {
  readonly pagingKeys: PagingKeys;
  readonly timeSeries?: TimeSeriesReader;
  readonly offerTable?: OfferTableReader;
  readonly market?: MarketSeriesReader;
}

export type SocketRole = 'admin' | 'salesPartner' | 'customer' | 'auditor' | 'default';

/** A bus topic an area's views announce, as the socket relays it (realtime/). */
export interface SocketTopic {
  /** The spec's message name per role; `any` for every role that has none of its own. */
  readonly names: Partial<Record<SocketRole, string>> & { readonly any?: string };
  /**
   * For a topic whose messages name one row: may this session read that row through the routes
   * (their own tenant checks)? A topic with it reaches only such sessions.
   */
  readonly mayReadRow?: (principal: Principal, notification: Notification) => boolean;
  /** The row as this session's routes answer it (columns a role's table leaves out). */
  readonly shapeRow?: (principal: Principal, row: NotificationDocument) => NotificationDocument;
}

/**
 * What one business area adds to the query API, exported from its folder's `index.ts`
 * (`routes/<area>/`) and listed once in `areas.ts`. Its routes name the views they read in
 * `config.projection`, which `areas.spec.ts` checks against the engine's views.
 */
export interface QueryArea {
  /** The area's folder under `query-api/src/routes/`. */
  readonly name: string;
  /** Registers the area's routes (a Fastify plugin without encapsulation: the API's hooks apply). */
  readonly routes: (app: FastifyInstance, context: QueryRouteContext) => void | Promise<void>;
  /** The bus topics its views announce, by topic. */
  readonly topics?: Readonly<Record<string, SocketTopic>>;
}
