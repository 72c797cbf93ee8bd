import type { ProjectionArea } from './area.ts';
import { customerArea } from './customer/index.ts';
import { mailArea } from './mail/index.ts';
import { marketArea } from './market/index.ts';
import { meteringPointArea } from './metering-point/index.ts';
import { offerFeesArea } from './offer-fees/index.ts';
import { offerArea } from './offer/index.ts';
import { platformConfigArea } from './platform-config/index.ts';
import { salesPartnerArea } from './sales-partner/index.ts';
import { timeSeriesArea } from './time-series/index.ts';
import { userArea } from './user/index.ts';

// What each area exports is what the package exports (`@portal/projections`).
export * from './platform-config/index.ts';
export * from './mail/index.ts';
export * from './sales-partner/index.ts';
export * from './user/index.ts';
export * from './customer/index.ts';
export * from './metering-point/index.ts';
export * from './time-series/index.ts';
export * from './offer-fees/index.ts';
export * from './offer/index.ts';
export * from './market/index.ts';

/**
 * Every business area of the read side, once: a new area is its folder (with a `ProjectionArea`
 * in its `index.ts`) and its lines here. `areas.spec.ts` fails when a folder is missing.
 */
export const projectionAreas: readonly ProjectionArea[] = [
  platformConfigArea,
  salesPartnerArea,
  mailArea,
  userArea,
  customerArea,
  meteringPointArea,
  timeSeriesArea,
  offerFeesArea,
  offerArea,
  marketArea,
];
