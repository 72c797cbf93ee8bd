import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { offersCatalogue } from './i18n.ts';

const p = paths.procurement;
// Loaded on the first visit; AG Charts loads only with the time series tab's charts
// (components/offer-charts.tsx).
const pages = () => import('./index.ts');

/** The offer list and the offer detail's tabs (the request stepper and the strategy tabs are other features'). */
export const offersFeature: Feature = {
  name: 'offers',
  pages: {
    [p.offers]: async () => (await pages()).OffersPage,
    [p.offerDetails]: async () => (await pages()).OfferDetailsTab,
    [p.offerPricing]: async () => (await pages()).OfferPricingTab,
    [p.offerMargin]: async () => (await pages()).OfferMarginTab,
    [p.offerTimeSeries]: async () => (await pages()).OfferTimeSeriesTab,
    [p.offerMeteringPoints]: async () => (await pages()).OfferMeteringPointsTab,
    [p.offerDocuments]: async () => (await pages()).OfferDocumentsTab,
    [p.offerMonthlyOverview]: async () => (await pages()).OfferMonthlyOverviewTab,
  },
  catalogue: offersCatalogue,
};
