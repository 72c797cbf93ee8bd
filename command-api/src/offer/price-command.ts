import { priceYear, type MeteringDirection, type PriceInputs, type PriceOffer, type ProductFees, type YearPrices } from '@portal/events';
import { defineCommand } from '../handler/command-definition.ts';
import type { CommandContext, CommandResult, HandlerDeps } from '../handler/command-handler.ts';
import { productFeesOf } from './fee-commands.ts';
import { assertPriceable, type Requested } from './offer.ts';
import { pointForecastsOf } from './offer-point-forecasts.ts';
import { decideOnOffer, onOffer } from './offer-unit.ts';
import { pricingVolume, type PointForecast } from './offer-volumes.ts';

/**
 * The admin's prices (docs/pricing.md): for each delivery year and delivered direction,
 * `priceYear` from the admin's inputs, the partner's fees for the offer's product (read in the
 * same unit) and the year's volume: the accepted long-term forecasts where the points have one
 * for that year, else the request's volume. State and shape are checked before anything is
 * computed; the decider checks them again on what it appends.
 */
async function priceOffer(deps: HandlerDeps, data: PriceOffer, context: CommandContext): Promise<CommandResult> {
  return onOffer(deps, context, data.offerId, async (unit, state) => {
    assertPriceable(state, data.years);
    const { offer } = state;
    const fees = await productFeesOf(unit, offer.salesPartnerId, offer.product);
    const points = await pointForecastsOf(unit, offer.meteringPoints);
    const years = data.years.map((priced) => yearPricesOf(offer, fees, points, priced));
    await decideOnOffer(unit, state, { type: 'PriceOffer', data: { offerId: data.offerId, fees, years } });
  });
}

function yearPricesOf(offer: Requested, fees: ProductFees, points: readonly PointForecast[], priced: PriceOffer['years'][number]): YearPrices {
  const price = (direction: MeteringDirection, inputs: PriceInputs) => ({
    inputs,
    result: priceYear({ product: offer.product, direction, inputs, fees, volumeKwh: pricingVolume(offer, offer.volumes, points, priced.year, direction) }),
  });
  return {
    year: priced.year,
    ...(priced.cons ? { cons: price('CONS', priced.cons) } : {}),
    ...(priced.prod ? { prod: price('PROD', priced.prod) } : {}),
  };
}

export const priceOfferCommand = defineCommand('PriceOffer', {
  summary: 'Sets (again) the prices of a requested or priced offer for every delivery year and delivered direction (admin); computed with the partner\'s fees.',
  roles: ['admin'],
  run: (deps, data, context) => priceOffer(deps, data, context),
});
