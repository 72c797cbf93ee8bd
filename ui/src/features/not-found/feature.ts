import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';

export const notFoundFeature: Feature = {
  name: 'not-found',
  pages: { [paths.notFound]: async () => (await import('./index.ts')).NotFoundPage },
};
