import type { MeteringAddress, MeteringDirection, MeteringPointEvent, MeteringPointSource } from '@portal/events';
import { meteringPointEvents } from '@portal/events';
import type { MeteringPointRow } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';

/**
 * One metering point in one direction, as `GET /api/meteringpoints` lists it. The customer's
 * name is not here: the point's events do not carry it and the engine cannot fan a customer's
 * rename out to its points, so readers take it from the `customers` view (README.md).
 */
export interface MeteringPointDoc {
  readonly id: string;
  readonly code: string;
  readonly direction: MeteringDirection;
  readonly customerId: string;
  readonly salesPartnerId: string;
  readonly marketArea: string;
  readonly yearlyQuantityKwh: string;
  readonly address: MeteringAddress;
  readonly deliveryFrom: string | null;
  readonly deliveryTo: string | null;
  readonly interruption: { readonly from: string; readonly to: string } | null;
  readonly replacedBy: { readonly code: string; readonly validFrom: string } | null;
  readonly replaces: string | null;
  readonly source: MeteringPointSource;
  /** Lower-case code, street, number, place and postal code: what full-text search reads besides the customer's name. */
  readonly searchText: string;
  readonly updatedAt: string;
  readonly position: string;
}

/** The document id of a point: its stream name without the prefix (codes are [0-9A-Z]+, so unambiguous). */
export const meteringPointDocId = (code: string, direction: MeteringDirection): string => `${code}-${direction}`;

/** Text as search compares it: NFKC, lower case (so `ß`, `Zürich` and `ZÜRICH` meet). */
export const searchForm = (text: string): string => text.normalize('NFKC').toLowerCase();

const searchTextOf = (code: string, a: MeteringAddress): string => searchForm([code, a.street, a.streetNr, a.place, a.zipCode].join(' '));

/**
 * The read contract's row; `customername` comes from the customers view (null: unknown, deleted
 * or erased customer).
 *
 * @example meteringPointRowOf(doc, 'Muster AG') // { code: '41373559241', direction: 'CONS', customername: 'Muster AG', ... }
 */
export const meteringPointRowOf = (doc: MeteringPointDoc, customername: string | null): MeteringPointRow => ({
  code: doc.code,
  direction: doc.direction,
  customerId: doc.customerId,
  salesPartnerId: doc.salesPartnerId,
  customername,
  marketArea: doc.marketArea,
  yearlyQuantityKwh: doc.yearlyQuantityKwh,
  address: doc.address,
  deliveryFrom: doc.deliveryFrom,
  deliveryTo: doc.deliveryTo,
  interruption: doc.interruption,
  replacedBy: doc.replacedBy,
  replaces: doc.replaces,
  source: doc.source,
  updatedAt: doc.updatedAt,
});

/** Realtime topic of a point's changes (socket message `recalcMeteringPoint`). */
export const meteringPointTopic = 'METERING_POINT';

export const meteringPointsView = defineView<MeteringPointDoc, MeteringPointEvent>()({
  name: 'meteringPoints',
  handles: meteringPointEvents.map((e) => e.type),
  // `code` is the list's order (ties, the two directions of a code, by id); the others are its filters.
  indexes: [
    { name: 'code', path: 'code' },
    { name: 'salesPartnerId', path: 'salesPartnerId' },
    { name: 'customerId', path: 'customerId' },
    { name: 'direction', path: 'direction' },
    { name: 'country', path: 'address.country' },
    { name: 'marketArea', path: 'marketArea' },
    // Lower-cased code and address: the routes' full-text search matches in the store (textMatch).
    { name: 'searchText', path: 'searchText' },
  ],
  documentIds(event) {
    const { code, direction } = event.data;
    return [meteringPointDocId(code, direction)];
  },
  evolve(doc, recorded, id) {
    // Idempotent by position: an event delivered twice changes nothing the second time.
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    const event = recorded;
    switch (event.type) {
      case 'MeteringPointRegistered': {
        const { code, direction, customerId, salesPartnerId, marketArea, yearlyQuantityKwh, address, deliveryFrom, deliveryTo, source, replaces } = event.data;
        return {
          id, code, direction, customerId, salesPartnerId, marketArea, yearlyQuantityKwh, address, deliveryFrom, deliveryTo, source, replaces,
          interruption: null, replacedBy: null, searchText: searchTextOf(code, address), ...stamp,
        };
      }
      case 'MeteringPointAddressChanged':
        // The row shows the address last declared; when it takes effect (validFrom) matters to the time series, not to the list.
        return doc && { ...doc, address: event.data.address, searchText: searchTextOf(doc.code, event.data.address), ...stamp };
      case 'MeteringPointYearlyQuantityChanged':
        return doc && { ...doc, yearlyQuantityKwh: event.data.yearlyQuantityKwh, ...stamp };
      case 'MeteringPointDeliveryPeriodChanged':
        return doc && { ...doc, deliveryFrom: event.data.deliveryFrom, deliveryTo: event.data.deliveryTo, ...stamp };
      case 'MeteringPointInterrupted':
        return doc && { ...doc, interruption: { from: event.data.from, to: event.data.to }, ...stamp };
      case 'MeteringPointInterruptionCleared':
        return doc && { ...doc, interruption: null, ...stamp };
      case 'MeteringPointReplaced':
        return doc && { ...doc, replacedBy: { code: event.data.newCode, validFrom: event.data.validFrom }, ...stamp };
      case 'MeteringPointRemoved':
        // Entered by mistake: gone from every list; a later registration of the code starts afresh.
        return null;
      default:
        return doc;
    }
  },
  // The row goes out with customername null: the query API's socket relay fills it from the
  // customers view before any client sees it (query-api/src/realtime/row-completion.ts). A
  // removed point's message has no row: the partner's lists refetch, the customer's own list
  // learns it on its next read (the relay cannot tell which customer a row-less message concerns).
  notify(event, id, doc) {
    const salesPartnerId = doc?.salesPartnerId ?? (event.data as { salesPartnerId?: unknown }).salesPartnerId;
    if (typeof salesPartnerId !== 'string') return null;
    return { topic: meteringPointTopic, dbId: id, tenant: salesPartnerId, ...(doc ? { row: meteringPointRowOf(doc, null) } : {}) };
  },
});
