export { offerDetailRoutes, mayReadOffer } from './offer-detail-routes.ts';
export { offerTableRoutes } from './offer-table-routes.ts';
export { offerTablePage, type OfferTableSource } from './offer-table-page.ts';
export { detailForCustomer, forCustomer, offerFilterOf, rowFor, type OfferTableRole } from './offer-scope.ts';
