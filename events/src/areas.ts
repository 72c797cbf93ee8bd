import type { EventArea } from './core/event-area.ts';
import { auditArea } from './audit/area.ts';
import { customerArea } from './customer/area.ts';
import { mailArea } from './mail/area.ts';
import { marketArea } from './market/area.ts';
import { meteringPointArea } from './metering-point/area.ts';
import { offerArea } from './offer/area.ts';
import { platformConfigArea } from './platform-config/area.ts';
import { salesPartnerArea } from './sales-partner/area.ts';
import { termsAcceptanceArea } from './terms-acceptance/area.ts';
import { userArea } from './user/area.ts';

// What each area exports is what the package exports (`@portal/events`).
export * from './platform-config/index.ts';
export * from './sales-partner/index.ts';
export * from './mail/index.ts';
export * from './user/index.ts';
export * from './terms-acceptance/index.ts';
export * from './customer/index.ts';
export * from './metering-point/index.ts';
export * from './offer/index.ts';
export * from './market/index.ts';
export * from './audit/index.ts';

/**
 * Every business area of the event log, once: a new area is its folder (with `area.ts` and
 * `index.ts`) and its lines here (plus, when it has commands, one line in `command-schemas.ts`,
 * the browser's list). `areas.spec.ts` fails when a folder that defines events is missing.
 */
export const eventAreas: readonly EventArea[] = [
  platformConfigArea,
  salesPartnerArea,
  mailArea,
  userArea,
  termsAcceptanceArea,
  customerArea,
  meteringPointArea,
  offerArea,
  marketArea,
  auditArea,
];
