import { recorded } from '../testing/recorded.ts';
import { offerOwnershipView } from './offer-ownership-view.ts';

const customerId = '7c1e0a52-1111-4c1e-9a57-3f1d2a000001';
const salesPartnerId = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001';

describe('offer-ownership view', () => {
  it('keeps each offer\'s owner from its first OfferRequested, unchanged by a duplicate', () => {
    const requested = recorded('OfferRequested', { offerId: 'o-1', customerId, salesPartnerId, product: 'FULL' }, 1);
    const [id] = offerOwnershipView.documentIds(requested);
    const doc = offerOwnershipView.evolve(null, requested, id!);
    expect(doc).toEqual({ id: 'o-1', customerId, salesPartnerId, position: '1' });
    expect(offerOwnershipView.evolve(doc, recorded('OfferRequested', { offerId: 'o-1', customerId: 'someone-else', salesPartnerId }, 2), 'o-1')).toBe(doc);
  });

  it('indexes owners by customer and partner, the fields the delete commands count by', () => {
    expect(offerOwnershipView.indexes?.map((i) => i.name)).toEqual(['customerId', 'salesPartnerId']);
  });
});
