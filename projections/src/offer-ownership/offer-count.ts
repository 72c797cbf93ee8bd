import { DomainError, type EventStore } from '@portal/events';
import { waitForCheckpoint } from '../engine/wait-for-checkpoint.ts';
import type { ReadStore } from '../store/read-store.ts';
import { offerOwnershipView } from './offer-ownership-view.ts';

export type OfferOwner = { readonly customerId: string } | { readonly salesPartnerId: string };

/**
 * What the delete commands ask before deleting a customer or partner (command-api's
 * `OfferOwnershipPort`).
 *
 * @example
 * if ((await offers.countOffers({ customerId })) > 0) throw hasOffers(customerId);
 */
export interface OfferCounter {
  /** Offers of the owner (counted up to 100: callers only ask whether there are any). */
  countOffers(owner: OfferOwner): Promise<number>;
}

/**
 * Counts from the offer-ownership read model once it has caught up with the log's head, so an
 * offer requested before the delete command arrived is seen. A projection that cannot catch up
 * within the timeout refuses (ERROR_TIMEOUT) rather than answer a count it cannot vouch for.
 */
export function offerCounter(readStore: ReadStore, eventStore: Pick<EventStore, 'head'>, timeoutMs = 3000): OfferCounter {
  return {
    async countOffers(owner) {
      const head = await eventStore.head();
      if (!(await waitForCheckpoint(readStore, offerOwnershipView.name, head, { timeoutMs }))) {
        throw new DomainError('ERROR_TIMEOUT', 503, 'the offer list is not up to date, please try again');
      }
      const where: Record<string, string> = 'customerId' in owner ? { customerId: owner.customerId } : { salesPartnerId: owner.salesPartnerId };
      return (await readStore.list(offerOwnershipView.name, { where, limit: 100 })).length;
    },
  };
}
