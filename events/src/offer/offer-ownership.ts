import Type from 'typebox';
import { defineEvent, type EventOf } from '../core/catalog.ts';
import { CustomerId } from '../customer/customer-fields.ts';

/**
 * The part of the offer contract other features rely on before offers exist: an offer belongs
 * to one customer of one sales partner from the moment it is requested. The offer feature will
 * append `OfferRequested` with at least these fields (more may follow); the `offer-ownership`
 * read model counts offers per customer and partner from it, and deleting a customer or a
 * partner is refused while that count is not zero (spec section 6).
 *
 * Not registered in the portal catalog yet: the offer feature registers it with its commands.
 *
 * @example
 * { type: 'OfferRequested', data: { offerId, customerId, salesPartnerId, ...offerFields } }
 */
export const offerRequestedType = 'OfferRequested';

export const OfferOwnership = Type.Object({
  offerId: Type.String({ minLength: 1, maxLength: 64 }),
  customerId: CustomerId,
  salesPartnerId: Type.String({ format: 'uuid' }),
});
export type OfferOwnership = Type.Static<typeof OfferOwnership>;

export const OfferRequestedOwnership = defineEvent(offerRequestedType, OfferOwnership);
export type OfferRequestedOwnership = EventOf<typeof OfferRequestedOwnership>;
