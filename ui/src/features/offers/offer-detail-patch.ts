import type { OfferDetail } from '@portal/events/read-contracts';
import type { RowChange } from '@/lib/realtime-rules.ts';
import type { Patcher, PatchResult } from '@/lib/row-patches.ts';

// A socket row of the open offer: the table row inside the detail changes in place (status,
// accepted years, expiry), so an offer that expires while the customer looks at it says so at
// once. A message with a detail of the same contract replaces the whole detail; one that
// carries neither (or something off the contract) asks the server again.

type Guard = (value: unknown) => value is OfferDetail;

const stale = { kind: 'stale' } as const;
const untouched = { kind: 'untouched' } as const;

/** Whose offer a change is: the row's own id, else the message's dbId. */
const offerIdOf = (change: RowChange): string => (typeof change.row?.offerId === 'string' ? change.row.offerId : change.id);

/**
 * @example offerDetailPatch(conforms(OfferDetail))(detail, { topic: 'OFFER', id: '500001', row: expiredRow }, '500001') // patched, row.status 'expired'
 */
export function offerDetailPatch(isDetail: Guard): Patcher<OfferDetail, string> {
  return (current, change, offerId): PatchResult<OfferDetail> => {
    if (offerIdOf(change) !== offerId) return untouched;
    if (change.detail !== undefined) return isDetail(change.detail) ? { kind: 'patched', data: change.detail } : stale;
    if (change.row === undefined) return stale;
    // The row is checked as part of the detail it would make.
    const next: unknown = { ...current, row: change.row };
    return isDetail(next) ? { kind: 'patched', data: next } : stale;
  };
}
