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

/**
 * Every business area of the event log, once: a new area is its folder (with `area.ts`) and one
 * line here (plus, when it has commands, one line in `command-schemas.ts`, the browser's list).
 * `areas.spec.ts` fails when a folder that defines events is missing.
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
