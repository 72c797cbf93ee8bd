import { offerStream, type PriceInputs } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import type { Requested } from '../offer.ts';
import type { OfferApi } from './offer-api-for-test.ts';
import { inputs } from './offer-fixtures.ts';

/** The admin's inputs for every delivery year and direction of the offer. */
export async function priceInputsOf(api: Pick<OfferApi, 'eventStore'>, offerId: string, given: PriceInputs = inputs) {
  const [first] = await api.eventStore.readStream(offerStream(offerId));
  const offer = first?.data as Requested;
  return offer.deliveryYears.map((year) => ({
    year,
    ...(offer.direction !== 'PROD' ? { cons: given } : {}),
    ...(offer.direction !== 'CONS' ? { prod: given } : {}),
  }));
}

/** Prices the offer as the admin would (until PriceOffer is wired: its event, appended with the offer's expected revision). */
export async function priceAsAdmin(api: Pick<OfferApi, 'eventStore'>, offerId: string): Promise<void> {
  const events = await api.eventStore.readStream(offerStream(offerId));
  const years = (await priceInputsOf(api, offerId)).map(({ year, cons, prod }) => {
    const result = { volumeKwh: '0', priceWithoutMargin: '0', priceWithMargin: '0', margin: '0', serviceFee: '0', serviceFeePerMwh: '0', amount: '0' };
    return { year, ...(cons ? { cons: { inputs: cons, result } } : {}), ...(prod ? { prod: { inputs: prod, result } } : {}) };
  });
  const fees = { product: 'FULL', margin: '0', minFee: '0', maxFee: '0', variableFeePerMwh: '0', spotFee: '0', multiplicatorBuy: '1', multiplicatorSell: '1' };
  await api.eventStore.append(offerStream(offerId), [testEvent('OfferPriced', { offerId, fees, years })], { expectedRevision: events.at(-1)?.revision ?? 'no_stream' });
}
