import { offerStream, type PriceInputs } from '@portal/events';
import type { Requested } from '../offer.ts';
import type { OfferApi } from './offer-api-for-test.ts';
import { inputs } from './offer-fixtures.ts';

/** The admin's inputs for every delivery year and delivered direction of the offer. */
export async function priceInputsOf(api: Pick<OfferApi, 'eventStore'>, offerId: string, given: PriceInputs = inputs) {
  const [first] = await api.eventStore.readStream(offerStream(offerId));
  const offer = first?.data as Requested;
  return offer.deliveryYears.map((year) => ({
    year,
    ...(offer.direction !== 'PROD' ? { cons: given } : {}),
    ...(offer.direction !== 'CONS' ? { prod: given } : {}),
  }));
}

/** Prices the offer through PriceOffer as the admin, with the same inputs for every year and direction. */
export async function priceAsAdmin(api: Pick<OfferApi, 'eventStore' | 'run' | 'actors'>, offerId: string): Promise<void> {
  await api.run('PriceOffer', { offerId, years: await priceInputsOf(api, offerId) }, api.actors.admin);
}
