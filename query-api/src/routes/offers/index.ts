import type { QueryArea } from '../../area.ts';
import { text } from '../../realtime/row-checks.ts';
import { forCustomer } from './offer-scope.ts';
import { offerDetailRoutes } from './offer-detail-routes.ts';
import { offerTableRoutes } from './offer-table-routes.ts';
export { offerDetailRoutes, mayReadOffer } from './offer-detail-routes.ts';
export { offerTableRoutes } from './offer-table-routes.ts';
export { offerTablePage, type OfferTableSource } from './offer-table-page.ts';
export { detailForCustomer, forCustomer, offerFilterOf, rowFor, type OfferTableRole } from './offer-scope.ts';

export const offersArea: QueryArea = {
  name: 'offers',
  routes: (app, context) => {
    const { offerTable, pagingKeys, readYourWritesTimeoutMs } = context;
    if (offerTable) offerTableRoutes(app, { offerTable, pagingKeys, readYourWritesTimeoutMs });
    offerDetailRoutes(app, context);
  },
  topics: {
    // The three offer tables and GET /api/offers/{id}: the admin, the offer's partner's users, its
    // customer's users (mayReadOffer); the customer is named by the row, so a message without one
    // reaches the admin and the partner only.
    OFFER: {
      names: { admin: 'recalcOfferTable', salesPartner: 'recalcOfferTableSP', customer: 'recalcOfferTableCU' },
      mayReadRow: (principal, n) =>
        principal.role === 'admin' ||
        (principal.role === 'salesPartner' && principal.salesPartnerId === n.tenant) ||
        (principal.role === 'customer' && principal.salesPartnerId === n.tenant && principal.customerId !== null && principal.customerId === text(n.row?.customerId)),
      // The customer's table leaves out the margins (spec section 6): the row as its route answers it.
      shapeRow: (principal, row) => (principal.role === 'customer' ? forCustomer(row) : row),
    },
  },
};
