import type { QueryArea } from '../../area.ts';
import { offerDetailRoutes } from './offer-detail-routes.ts';
import { offerTableRoutes } from './offer-table-routes.ts';
export { offerDetailRoutes, mayReadOffer } from './offer-detail-routes.ts';
export { offerTableRoutes } from './offer-table-routes.ts';
export { offerTablePage, type OfferTableSource } from './offer-table-page.ts';
export { detailForCustomer, filtersOf, forCustomer, offerFilterOf, rowFor, type OfferTableRole } from './offer-scope.ts';

export const offersArea: QueryArea = {
  name: 'offers',
  routes: (app, context) => {
    const { offerTable, pagingKeys, readYourWritesTimeoutMs } = context;
    if (offerTable) offerTableRoutes(app, { offerTable, pagingKeys, readYourWritesTimeoutMs });
    offerDetailRoutes(app, context);
  },
};
