import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { meteringPointsCatalogue } from './i18n.ts';

const cm = paths.customerManagement;
// Loaded on the first visit: the grid, the forms and the CSV codec stay out of the entry chunk;
// AG Charts loads only with the graph page's chart (components/profile-chart.tsx).
const pages = () => import('./index.ts');

/** The metering point screens with the load profile upload and the graph page. */
export const meteringPointsFeature: Feature = {
  name: 'metering-points',
  pages: {
    [cm.meteringPoints]: async () => (await pages()).MeteringPointsPage,
    [cm.meteringPoint]: async () => (await pages()).MeteringPointPage,
    [cm.meteringPointGraph]: async () => (await pages()).MeteringPointGraphPage,
    [cm.meteringAddresses]: async () => (await pages()).AddressesPage,
    [cm.meteringPointAddresses]: async () => (await pages()).AddressesPage,
    [cm.meteringPointAddress]: async () => (await pages()).AddressesPage,
  },
  catalogue: meteringPointsCatalogue,
};
