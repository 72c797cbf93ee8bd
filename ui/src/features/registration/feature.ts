import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { registrationCatalogue } from './i18n.ts';

export const registrationFeature: Feature = {
  name: 'registration',
  pages: { [paths.registration]: async () => (await import('./index.ts')).RegistrationPage },
  catalogue: registrationCatalogue,
};
