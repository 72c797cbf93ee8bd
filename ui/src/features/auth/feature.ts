import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';

export const authFeature: Feature = {
  name: 'auth',
  pages: { [paths.login]: async () => (await import('./index.ts')).LoginPage },
};
