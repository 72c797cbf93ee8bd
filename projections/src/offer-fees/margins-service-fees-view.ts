import { defaultProductFees, products, type MarginsServiceFeesEvent, type SalesPartnerEvent } from '@portal/events';
import type { MarginsServiceFeesAnswer } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/**
 * A sales partner's margins and service fees as last set (document id = salesPartnerId), for
 * `GET /api/margins-service-fees` and `GET /apiadmin/margins-service-fees/{salesPartnerId}`.
 * A partner that never set any has no document; `marginsServiceFeesAnswerOf` answers the
 * defaults for it. The write side prices offers from the log (productFeesOf), not from here.
 */
export interface MarginsServiceFeesDoc extends MarginsServiceFeesAnswer {
  readonly id: string;
  readonly position: string;
}

export const marginsServiceFeesView = defineView<MarginsServiceFeesDoc, MarginsServiceFeesEvent | SalesPartnerEvent>()({
  name: 'margins-service-fees',
  handles: ['MarginsServiceFeesSet', 'SalesPartnerDeleted'],
  documentIds: (event) => [event.data.salesPartnerId],
  evolve(doc, recorded, id) {
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    if (recorded.type === 'SalesPartnerDeleted') return null;
    const event = recorded;
    return { id, salesPartnerId: id, fees: event.data.fees, updatedAt: recorded.metadata.occurredAt, position: recorded.globalPosition.toString() };
  },
});

/** The answer of a partner's routes: its document without the bookkeeping, or the defaults (updatedAt null) until set. */
export function marginsServiceFeesAnswerOf(salesPartnerId: string, doc: MarginsServiceFeesDoc | null): MarginsServiceFeesAnswer {
  if (!doc) return { salesPartnerId, fees: products.map(defaultProductFees), updatedAt: null };
  return { salesPartnerId: doc.salesPartnerId, fees: doc.fees, updatedAt: doc.updatedAt };
}
