import type { CommandArea } from './area.ts';
import { customerArea } from './customer/index.ts';
import { forecastArea } from './forecast/index.ts';
import { loadProfileArea } from './load-profile/index.ts';
import { mailArea } from './mail/index.ts';
import { marketArea } from './market/index.ts';
import { meteringPointArea } from './metering-point/index.ts';
import { offerArea } from './offer/index.ts';
import { platformConfigArea } from './platform-config/index.ts';
import { registrationArea } from './registration/index.ts';
import { salesPartnerArea } from './sales-partner/index.ts';
import { sessionArea } from './session/index.ts';
import { termsAcceptanceArea } from './terms-acceptance/index.ts';
import { uploadsArea } from './uploads/index.ts';
import { userArea } from './user/index.ts';

/**
 * Every business area of the command API, once, in the order their routes are registered: a new
 * area is its folder (a `CommandArea` in its `index.ts`) and one line here. `allCommands` is the
 * union of their commands, the audit's stream categories the union of their `auditFolds`;
 * `areas.spec.ts` fails when a folder is missing.
 */
export const commandAreas: readonly CommandArea[] = [
  sessionArea,
  termsAcceptanceArea,
  platformConfigArea,
  salesPartnerArea,
  mailArea,
  userArea,
  registrationArea,
  customerArea,
  meteringPointArea,
  forecastArea,
  loadProfileArea,
  offerArea,
  marketArea,
  uploadsArea,
];
