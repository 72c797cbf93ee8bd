import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { forecastsCatalogue } from './i18n.ts';

// Loaded on the first visit: the roll-out tool stays out of the entry chunk.
const pages = () => import('./index.ts');

/** portfolio-management/tools: the roll-out of load profiles (admin). */
export const forecastsFeature: Feature = {
  name: 'forecasts',
  pages: {
    [paths.portfolio.tools]: async () => (await pages()).ToolsPage,
  },
  catalogue: forecastsCatalogue,
};
