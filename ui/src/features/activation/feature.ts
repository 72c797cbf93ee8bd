import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { activationCatalogue } from './i18n.ts';

export const activationFeature: Feature = {
  name: 'activation',
  pages: { [paths.activateUser]: async () => (await import('./index.ts')).ActivationPage },
  catalogue: activationCatalogue,
};
