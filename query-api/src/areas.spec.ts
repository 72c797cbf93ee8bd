import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bus, EventStore } from '@portal/events';
import type { BlobStore } from '@portal/platform';
import { isRegisteredView, type MarketSeriesReader, type OfferTableReader, type ReadStore, type TimeSeriesReader } from '@portal/projections';
import Fastify from 'fastify';
import type { QueryRouteContext } from './area.ts';
import { queryAreas } from './areas.ts';
import { isRowTopic, mayReadRow } from './realtime/row-readers.ts';
import { messageNameFor } from './realtime/message-names.ts';
import { PagingKeys } from './routes/customers/index.ts';

// routes/ui serves the built app, not a business area.
const machinery = new Set(['ui']);
const areaFolders = readdirSync(fileURLToPath(new URL('./routes', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !machinery.has(entry.name))
  .map((entry) => entry.name);

/** Every route the areas register with the projections it names; the stores are never called while registering. */
async function registeredRoutes(): Promise<{ route: string; projections: readonly string[] }[]> {
  const app = Fastify();
  const routes: { route: string; projections: readonly string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const projection = (route.config as { projection?: string | readonly string[] } | undefined)?.projection;
    routes.push({ route: `${String(route.method)} ${route.url}`, projections: projection === undefined ? [] : typeof projection === 'string' ? [projection] : projection });
  });
  const context: QueryRouteContext = {
    eventStore: {} as EventStore,
    readStore: {} as ReadStore,
    bus: {} as Bus,
    blobStore: {} as BlobStore,
    pagingKeys: new PagingKeys(),
    timeSeries: {} as TimeSeriesReader,
    offerTable: {} as OfferTableReader,
    market: {} as MarketSeriesReader,
  };
  for (const area of queryAreas) await area.routes(app, context);
  await app.close();
  return routes;
}

describe('the query API areas', () => {
  it.each(areaFolders)('lists the folder routes/%s as an area', (folder) => {
    expect(queryAreas.map((area) => area.name)).toContain(folder);
  });

  it('lists each area once, under a folder that exists', () => {
    const names = queryAreas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...areaFolders].sort());
  });

  it('names only views the engine runs, so no route waits on or reads a view that stays empty', async () => {
    const routes = await registeredRoutes();
    expect(routes.filter((r) => r.projections.length > 0).length).toBeGreaterThan(20);
    const unknown = routes.flatMap((r) => r.projections.filter((name) => !isRegisteredView(name)).map((name) => `${r.route}: ${name}`));
    expect(unknown).toEqual([]);
  });

  // The market's reads come from the market series table, which imports fill in the background
  // (no command a page waits on); every other read names its views, or a page that reads its own
  // write right after the command misses it (the user list did, 2026-11-28).
  it('makes every other GET route name the views it reads, for read your writes', async () => {
    const routes = await registeredRoutes();
    const unnamed = routes.filter((r) => r.route.startsWith('GET ') && r.projections.length === 0 && !r.route.startsWith('GET /api/market/'));
    expect(unnamed.map((r) => r.route)).toEqual([]);
  });

  it('relays the socket topics of the areas under the message names of the spec, per role', () => {
    const roles = ['admin', 'salesPartner', 'customer', 'default'] as const;
    const namesOf = (topic: string) => roles.map((role) => messageNameFor(topic, role));
    expect(namesOf('OFFER')).toEqual(['recalcOfferTable', 'recalcOfferTableSP', 'recalcOfferTableCU', null]);
    expect(namesOf('PROCUREMENT_STRATEGY')).toEqual(['recalcProcStratTable', 'recalcProcStratTableSP', 'recalcProcStratTableCU', null]);
    expect(namesOf('CONFIG')).toEqual(Array(4).fill('recalcConfig'));
    expect(namesOf('DESIGN')).toEqual(Array(4).fill('recalcDesign'));
    expect(namesOf('TERMS')).toEqual(Array(4).fill('recalcTerms'));
    expect(namesOf('CUSTOMER')).toEqual(Array(4).fill('recalcCustomer'));
    expect(namesOf('USER')).toEqual(Array(4).fill('recalcUser'));
    expect(namesOf('SALES_PARTNER')).toEqual(Array(4).fill('recalcSalesPartner'));
    expect(namesOf('METERING_POINT')).toEqual(Array(4).fill('recalcMeteringPoint'));
    expect(namesOf('MARKET_IMPORT_JOB')).toEqual(['recalcMarketImportJobs', null, null, null]);
    expect(messageNameFor('OFFER', 'auditor')).toBeNull();
    expect(namesOf('NO_SUCH_TOPIC')).toEqual([null, null, null, null]);
  });

  it('sends row topics only to sessions that may read the row', () => {
    expect(['CUSTOMER', 'USER', 'SALES_PARTNER', 'METERING_POINT', 'OFFER'].filter(isRowTopic)).toHaveLength(5);
    expect(['CONFIG', 'DESIGN', 'TERMS', 'MARKET_IMPORT_JOB'].filter(isRowTopic)).toEqual([]);
    const notification = { topic: 'SALES_PARTNER', messageId: 'm', dbId: 'sp-1', tenant: 'sp-1' };
    expect(mayReadRow(null, notification)).toBe(false);
  });
});
