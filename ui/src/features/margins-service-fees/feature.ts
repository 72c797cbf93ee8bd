import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { marginsServiceFeesCatalogue } from './i18n.ts';

export const marginsServiceFeesFeature: Feature = {
  name: 'margins-service-fees',
  pages: { [paths.admin.marginsServiceFees]: async () => (await import('./index.ts')).MarginsServiceFeesPage },
  catalogue: marginsServiceFeesCatalogue,
};
