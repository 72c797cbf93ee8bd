import type { AnyView } from './engine/view.ts';
import { mailOutboxView } from './mail/mail-outbox-view.ts';
import { platformConfigView } from './platform-config/platform-config-view.ts';
import { documentTemplatesView, portalTermsDocumentsView, portalTermsView, salesPartnerHostsView, salesPartnersView } from './sales-partner/index.ts';
import { customersView } from './customer/index.ts';
import { usersView } from './user/index.ts';
import { meteringPointsView, profileStatusView } from './metering-point/index.ts';
import { marginsServiceFeesView } from './offer-fees/index.ts';
import { offerDraftsView, offersView } from './offer/index.ts';
import { marketImportJobsView } from './market/index.ts';

/**
 * Every read model the system runs: the server's engine registers these, and the ops CLI
 * (`npm run portal -- projections ...`) finds projections by these names.
 */
export const allViews: readonly AnyView[] = [platformConfigView, salesPartnersView, salesPartnerHostsView, portalTermsView, portalTermsDocumentsView, mailOutboxView, usersView, customersView, documentTemplatesView, meteringPointsView, profileStatusView, marginsServiceFeesView, offersView, offerDraftsView, marketImportJobsView];
