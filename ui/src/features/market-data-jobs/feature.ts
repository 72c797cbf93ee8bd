import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { marketJobsCatalogue } from './i18n.ts';

/** tasks-management/data (admin): market data uploads and their import jobs (issue 13). */
export const marketDataJobsFeature: Feature = {
  name: 'market-data-jobs',
  pages: { [paths.tasks.data]: async () => (await import('./index.ts')).MarketDataJobsPage },
  catalogue: marketJobsCatalogue,
};
