import { EventCatalog } from './core/catalog.ts';
import { mailEvents } from './mail/mail-events.ts';
import { platformConfigEvents, upcastConfigListReplacedV1 } from './platform-config/platform-config-events.ts';
import { hostNameEvents } from './sales-partner/host-name-events.ts';
import { salesPartnerEvents } from './sales-partner/sales-partner-events.ts';
import { userEvents } from './user/user-events.ts';
import { userPersonalFields } from './user/user-personal-data.ts';
import { termsAcceptanceEvents } from './terms-acceptance/terms-acceptance-events.ts';
import { meteringPointEvents } from './metering-point/metering-point-events.ts';
import { loadProfileEvents } from './metering-point/load-profile-events.ts';
import { customerEvents, customerKeyEvents, customerNumberEvents } from './customer/customer-events.ts';
import { allOfferEvents } from './offer/offer-events.ts';
import { marketEvents } from './market/market-events.ts';
import { auditSealEvents } from './audit/seal-events.ts';
import { customerPersonalFields } from './customer/customer-personal-data.ts';
import { auditEvents } from './audit/audit-events.ts';

/** Every event type of the portal with its upcasters and personal fields; stores read through it. */
export function portalCatalog(): EventCatalog {
  const catalog = new EventCatalog()
    .register(...platformConfigEvents, ...salesPartnerEvents, ...hostNameEvents, ...mailEvents, ...userEvents, ...termsAcceptanceEvents, ...customerEvents, ...customerKeyEvents, ...customerNumberEvents, ...meteringPointEvents, ...loadProfileEvents, ...allOfferEvents, ...marketEvents, ...auditEvents, ...auditSealEvents)
    .upcaster('ConfigListReplaced', 1, upcastConfigListReplacedV1);
  for (const [type, fields] of [...userPersonalFields, ...customerPersonalFields]) catalog.personal(type, fields);
  return catalog;
}
