import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { offerTasksCatalogue } from './i18n.ts';

// Loaded on the first visit: the grid, the pricing form and (with the time-series page) AG
// Charts stay out of the entry chunk.
const pages = () => import('./index.ts');

/** tasks-management/offer: the admin's open offer tasks, pricing and release, and the offer's time series. */
export const offerTasksFeature: Feature = {
  name: 'offer-tasks',
  pages: {
    [paths.tasks.offer]: async () => (await pages()).OfferTasksPage,
    [paths.tasks.offerEdit]: async () => (await pages()).OfferTaskPage,
    [paths.tasks.offerTimeSeries]: async () => (await pages()).OfferTimeSeriesPage,
  },
  catalogue: offerTasksCatalogue,
};
