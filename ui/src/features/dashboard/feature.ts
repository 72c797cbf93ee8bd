import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { dashboardCatalogue } from './i18n.ts';

const dashboard = async () => (await import('./index.ts')).DashboardPage;

export const dashboardFeature: Feature = {
  name: 'dashboard',
  pages: { [paths.root]: dashboard, [paths.dashboard]: dashboard },
  catalogue: dashboardCatalogue,
};
