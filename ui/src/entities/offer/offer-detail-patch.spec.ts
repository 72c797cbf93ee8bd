import { OfferDetail, OfferRow } from '@portal/events/read-contracts';
import { offerRow } from '@/entities/offer/offer-fixtures.ts';
import { conforms } from '@/lib/row-patches.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';
import { offerDetail } from './offer-detail-fixtures.ts';
import { offerDetailPatch } from './offer-detail-patch.ts';

beforeAll(loadSchemaChecks);

const patch = offerDetailPatch(conforms(OfferDetail), conforms(OfferRow));
const change = (row: unknown, id = '500001') => ({ topic: 'OFFER' as const, id, row: row as Record<string, unknown> | undefined });

describe('recalcOfferTable rows on an open offer detail', () => {
  it("takes the offer's own row: an expiry shows at once", () => {
    const expired = offerRow({ direction: 'BOTH', status: 'expired' });
    const result = patch(offerDetail(), change(expired), '500001');
    expect(result).toEqual({ kind: 'patched', data: { ...offerDetail(), row: expired } });
  });

  it("patches a customer's detail too, whose blanked inputs are no contract numbers", () => {
    const [first] = offerDetail().prices;
    const blanked = { ...first!, cons: { ...first!.cons!, inputs: { ...first!.cons!.inputs, alpha: '', beta: '', gamma: '', certificateMargin: '' } } };
    const customers = offerDetail({ prices: [blanked], fees: null });
    const rejected = offerRow({ direction: 'BOTH', status: 'rejected', margin: null, priceConsWithoutMargin: null });
    expect(patch(customers, change(rejected), '500001')).toEqual({ kind: 'patched', data: { ...customers, row: rejected } });
  });

  it("leaves it for another offer's row and refetches for a row off the contract or none", () => {
    expect(patch(offerDetail(), change(offerRow({ offerId: '500002' }), '500002'), '500001')).toEqual({ kind: 'untouched' });
    expect(patch(offerDetail(), change({ offerId: '500001', status: 'expired' }), '500001')).toEqual({ kind: 'stale' });
    expect(patch(offerDetail(), change(undefined), '500001')).toEqual({ kind: 'stale' });
  });
});
