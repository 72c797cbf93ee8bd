import type { OfferDetail } from '@portal/events/read-contracts';
import type { RowChange } from '@/lib/realtime-rules.ts';
import type { Patcher, PatchResult } from '@/lib/row-patches.ts';

// A socket row of the open offer: the table row inside the detail changes in place (status,
// accepted years, expiry), so an offer that expires while the customer looks at it says so at
// once. A message with a detail of the same contract replaces the whole detail; one that
// carries neither (or something off the contract) asks the server again.

type Guard = (value: unknown) => value is OfferDetail;
type RowGuard = (value: unknown) => value is OfferDetail['row'];

const stale = { kind: 'stale' } as const;
const untouched = { kind: 'untouched' } as const;

/** Whose offer a change is: the row's own id, else the message's dbId. */
const offerIdOf = (change: RowChange): string => (typeof change.row?.offerId === 'string' ? change.row.offerId : change.id);

/**
 * Only the row is checked against its contract: a customer's detail blanks the inputs it does
 * not pay for (query-api offer-scope), which the detail schema's number patterns refuse.
 *
 * @example offerDetailPatch(conforms(OfferDetail), conforms(OfferRow))(detail, { topic: 'OFFER', id: '500001', row: expiredRow }, '500001') // patched, row.status 'expired'
 */
export function offerDetailPatch(isDetail: Guard, isRow: RowGuard): Patcher<OfferDetail, string> {
  return (current, change, offerId): PatchResult<OfferDetail> => {
    if (offerIdOf(change) !== offerId) return untouched;
    if (change.detail !== undefined) return isDetail(change.detail) ? { kind: 'patched', data: change.detail } : stale;
    return change.row !== undefined && isRow(change.row) ? { kind: 'patched', data: { ...current, row: change.row } } : stale;
  };
}
