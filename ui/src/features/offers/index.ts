// Offers (issue 12): the role's offer table with filters and live rows, the offer detail with its
// tabs and the customer's answer.
export { OffersPage } from './components/offers-page.tsx';
export { OfferDetailsTab } from './components/details-tab.tsx';
export { OfferPricingTab, OfferMarginTab } from './components/pricing-tabs.tsx';
export { OfferTimeSeriesTab } from './components/time-series-tab.tsx';
export { OfferMeteringPointsTab } from './components/points-tab.tsx';
export { OfferDocumentsTab } from './components/documents-tab.tsx';
export { OfferMonthlyOverviewTab } from './components/monthly-overview-tab.tsx';
