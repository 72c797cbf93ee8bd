import type { QueryArea } from './area.ts';
import { customersArea } from './routes/customers/index.ts';
import { identifierChecksArea } from './routes/identifier-checks/index.ts';
import { loadProfilesArea } from './routes/load-profiles/index.ts';
import { marginsServiceFeesArea } from './routes/margins-service-fees/index.ts';
import { marketJobsArea } from './routes/market-jobs/index.ts';
import { marketArea } from './routes/market/index.ts';
import { meteringPointsArea } from './routes/metering-points/index.ts';
import { offerDocumentsArea } from './routes/offer-documents/index.ts';
import { offersArea } from './routes/offers/index.ts';
import { platformConfigArea } from './routes/platform-config/index.ts';
import { salesPartnerAdminArea } from './routes/sales-partner-admin/index.ts';
import { salesPartnerArea } from './routes/sales-partner/index.ts';
import { timeSeriesArea } from './routes/time-series/index.ts';
import { usersArea } from './routes/users/index.ts';

/**
 * Every business area of the query API, once, in the order the routes are registered (which is
 * the order of the OpenAPI document): a new area is its folder under `routes/` and one line
 * here. `areas.spec.ts` fails when a folder is missing.
 */
export const queryAreas: readonly QueryArea[] = [
  platformConfigArea,
  identifierChecksArea,
  salesPartnerArea,
  usersArea,
  customersArea,
  salesPartnerAdminArea,
  meteringPointsArea,
  marginsServiceFeesArea,
  timeSeriesArea,
  offersArea,
  marketArea,
  loadProfilesArea,
  offerDocumentsArea,
  marketJobsArea,
];
