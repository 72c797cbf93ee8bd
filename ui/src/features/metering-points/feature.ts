import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { meteringPointsCatalogue } from './i18n.ts';

const cm = paths.customerManagement;
// Loaded on the first visit: the grid, the forms and the CSV codec stay out of the entry chunk.
const pages = () => import('./index.ts');

/** The metering point screens; the graph page (time series) is not served here yet. */
export const meteringPointsFeature: Feature = {
  name: 'metering-points',
  pages: {
    [cm.meteringPoints]: async () => (await pages()).MeteringPointsPage,
    [cm.meteringPoint]: async () => (await pages()).MeteringPointPage,
    [cm.meteringAddresses]: async () => (await pages()).AddressesPage,
    [cm.meteringPointAddresses]: async () => (await pages()).AddressesPage,
    [cm.meteringPointAddress]: async () => (await pages()).AddressesPage,
  },
  catalogue: meteringPointsCatalogue,
};
