import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { offerRequestCatalogue } from './i18n.ts';

// Loaded on the first visit: the stepper's steps and checks stay out of the entry chunk.
const pages = () => import('./index.ts');

/** The offer request stepper of a partner's or a customer's user. */
export const offerRequestFeature: Feature = {
  name: 'offer-request',
  pages: { [paths.procurement.newOffer]: async () => (await pages()).OfferRequestPage },
  catalogue: offerRequestCatalogue,
};
