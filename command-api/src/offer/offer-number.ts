import { firstOfferNumber, offerNumbersStream, type Decider, type OfferNumberEvent } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';

type AssignOfferNumber = { readonly type: 'AssignOfferNumber' };
type OfferNumbers = { readonly last: number | null };

/** The next whole number after the last one handed out, from `firstOfferNumber` (500001) on. */
export const offerNumberDecider: Decider<AssignOfferNumber, OfferNumbers, OfferNumberEvent> = {
  initialState: () => ({ last: null }),
  decide: (_command, state) => [{ type: 'OfferNumberAssigned', data: { offerId: String(state.last === null ? firstOfferNumber : state.last + 1) } }],
  evolve: (_state, event) => ({ last: Number(event.data.offerId) }),
};

// Every request of every partner takes a number from one stream: each conflict means another got one.
export const offerNumberRetries = 20;

/**
 * The next offer number, taken in the command's unit: appended with the offer it numbers or not
 * at all, so a refused or interrupted request loses no number.
 */
export async function assignOfferNumber(unit: CommandUnit): Promise<string> {
  const [assigned] = await unit.decide(offerNumberDecider, offerNumbersStream, { type: 'AssignOfferNumber' });
  if (!assigned) throw new Error('no offer number was assigned');
  return assigned.data.offerId;
}
