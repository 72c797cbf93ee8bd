import type { Feature } from '@/lib/feature.ts';
import { portalTermsCatalogue } from './i18n.ts';

// No page of its own: the footer links and the re-acceptance dialog sit in the app's shell.
export const termsFeature: Feature = { name: 'terms', catalogue: portalTermsCatalogue };
