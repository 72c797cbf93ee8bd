import { customerOffersStream, meteringPointStream, offerStream, type MeteringPointEvent } from '@portal/events';
import { defineReactor, type PortalCommand } from '../runtime/reactor.ts';
import { offerChangeName, offerFacts, pointChangeTypes, pointFacts, react, type OfferFacts } from './change-deltas.ts';

/**
 * The offer change reaction (spec section 4, "change flag"): when a metering point's yearly
 * quantity or delivery period changes, every offer of the point's customer that was accepted
 * before the change gets FlagOfferChange with the volume deltas per year (change-deltas.ts).
 * It reads the point, the customer's ledger and the offers as they stood before the change, so
 * a replay decides the same; each command's id derives from the change and the offer.
 */
export const offerChangeReactor = defineReactor<PortalCommand, MeteringPointEvent>()({
  name: offerChangeName,
  handles: pointChangeTypes,
  async react(change, history) {
    const { code, direction } = change.data;
    const before = pointFacts(await history(meteringPointStream(code, direction)));
    if (!before) return [];
    const ledger = await history(customerOffersStream(before.customerId));
    const offerIds = [...new Set(ledger.flatMap((e) => (e.type === 'CustomerOfferOpened' ? [e.data.offerId] : [])))];
    const offers: OfferFacts[] = [];
    for (const offerId of offerIds) {
      const facts = offerFacts(await history(offerStream(offerId)));
      if (facts && facts.acceptedYears.length > 0) offers.push(facts);
    }
    return react(change, before, offers).map((data) => ({ type: 'FlagOfferChange', data, key: data.offerId }));
  },
});
