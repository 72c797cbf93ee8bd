import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';

export const imprintFeature: Feature = {
  name: 'imprint',
  pages: { [paths.imprint]: async () => (await import('./index.ts')).ImprintPage },
};
