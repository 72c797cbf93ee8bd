import type { OfferEvent } from '@portal/events';
import { offerEvents } from '@portal/events';
import type { OfferDetail, OfferRow } from '@portal/events/read-contracts';
import { Decimal } from '@portal/events/units';
import { defineView } from '../engine/view.ts';

/**
 * One offer (issue 12), from every event of `offerEvents`: the detail of the read contract
 * without the names, plus what the table filters and searches by. The customer's and the
 * partner's names are not here: the offer's events carry their ids only, and a view cannot fan a
 * customer's rename out to its offers, so readers join them from the `customers` and
 * `salesPartners` views, as for metering points (README.md).
 */
export interface OfferDoc extends Readonly<Omit<OfferDetail, 'row'>> {
  readonly id: string;
  readonly row: Omit<OfferRow, 'customername' | 'salesPartnerName'>;
  /** Lower-case offer number and metering point codes: the table's full text besides the customer's name. */
  readonly searchText: string;
  readonly position: string;
}

export interface OfferNames {
  readonly customername: string | null;
  readonly salesPartnerName: string | null;
}

const unnamed: OfferNames = { customername: null, salesPartnerName: null };

/** The table's row; the names come from the customers and sales partners views (null: unknown, deleted or erased). */
export const offerRowOf = (doc: OfferDoc, names: OfferNames = unnamed): OfferRow => ({ ...doc.row, ...names });

/** The detail of the contract, without the view's bookkeeping. */
export const offerDetailOf = (doc: OfferDoc, names: OfferNames = unnamed): OfferDetail => {
  const { id: _id, row: _row, searchText: _search, position: _position, ...detail } = doc;
  return { row: offerRowOf(doc, names), ...detail };
};

/** Realtime topic of an offer's changes (socket `recalcOfferTable`, `...SP`, `...CU`, spec section 7). */
export const offerTopic = 'OFFER';

const sumKwh = (volumes: readonly { kwh: string }[]): string => volumes.reduce((sum, v) => sum.plus(v.kwh), new Decimal(0)).toFixed();

/** The first delivery year's prices, as the row shows them (null until priced). */
function firstYearPrices(prices: OfferDetail['prices']): Pick<OfferRow, 'priceCons' | 'priceProd' | 'priceConsWithoutMargin' | 'priceProdWithoutMargin' | 'margin'> {
  const first = [...prices].sort((a, b) => a.year - b.year)[0];
  return {
    priceCons: first?.cons?.result.priceWithMargin ?? null,
    priceProd: first?.prod?.result.priceWithMargin ?? null,
    priceConsWithoutMargin: first?.cons?.result.priceWithoutMargin ?? null,
    priceProdWithoutMargin: first?.prod?.result.priceWithoutMargin ?? null,
    // One margin column: consumption's where the offer delivers it, else production's.
    margin: first?.cons?.result.margin ?? first?.prod?.result.margin ?? null,
  };
}

type Stamp = { readonly position: string; readonly updatedAt: string };

function withRow(doc: OfferDoc, change: Partial<Omit<OfferDoc, 'row'>>, rowChange: Partial<OfferDoc['row']>, stamp: Stamp): OfferDoc {
  return { ...doc, ...change, position: stamp.position, row: { ...doc.row, ...rowChange, updatedAt: stamp.updatedAt } };
}

function requested(id: string, event: Extract<OfferEvent, { type: 'OfferRequested' }>, stamp: Stamp): OfferDoc {
  const d = event.data;
  const codes = d.meteringPoints.map((p) => p.code);
  return {
    id,
    row: {
      offerId: d.offerId, customerId: d.customerId, salesPartnerId: d.salesPartnerId, product: d.product, status: 'requested', marketArea: d.marketArea,
      currency: d.currency, direction: d.direction, offerDate: d.offerDate, offerHour: d.offerHour, offerMinute: d.offerMinute, offerDateTime: d.offerDateTime,
      offerValidityPeriod: d.offerValidityPeriod, offerExpireDateTime: null, deliveryYears: [...d.deliveryYears].sort((a, b) => a - b), deliveryFrom: d.deliveryFrom,
      deliveryTo: d.deliveryTo, acceptedYears: [], volumeKwh: sumKwh(d.volumes), meteringPointCount: new Set(d.meteringPoints.map((p) => `${p.code}-${p.direction}`)).size,
      priceCons: null, priceProd: null, priceConsWithoutMargin: null, priceProdWithoutMargin: null, margin: null, changeFlag: false, createdBy: d.createdBy.userId,
      updatedAt: stamp.updatedAt,
    },
    meteringPoints: d.meteringPoints, histRangeStart: d.histRangeStart, histRangeEnd: d.histRangeEnd, actualYearSupplyStart: d.actualYearSupplyStart,
    cancellationFrom: d.cancellationFrom, cancellationTo: d.cancellationTo, ecology: d.ecology, note: d.note, volumes: d.volumes, forecastVolumes: [], prices: [],
    fees: null, deltas: [], releasedAt: null, documents: [],
    searchText: [d.offerId, ...new Set(codes)].join(' ').normalize('NFKC').toLowerCase(),
    position: stamp.position,
  };
}

export const offersView = defineView<OfferDoc, OfferEvent>()({
  name: 'offers',
  handles: offerEvents.map((e) => e.type),
  // The table reads its own typed table (offer-table.ts, ADR 0023); these serve small lookups.
  indexes: [
    { name: 'salesPartnerId', path: 'row.salesPartnerId' },
    { name: 'customerId', path: 'row.customerId' },
  ],
  documentIds: (event) => [event.data.offerId],
  evolve(doc, recorded, id) {
    // Idempotent by position: an event delivered twice changes nothing the second time.
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const stamp = { position: recorded.globalPosition.toString(), updatedAt: recorded.metadata.occurredAt };
    const event = recorded;
    if (event.type === 'OfferRequested') return requested(id, event, stamp);
    if (!doc) return null;
    switch (event.type) {
      case 'OfferPriced': {
        const prices = [...event.data.years].sort((a, b) => a.year - b.year);
        return withRow(doc, { prices, fees: event.data.fees }, { status: 'priced', ...firstYearPrices(prices) }, stamp);
      }
      case 'OfferReleased':
        return withRow(doc, { releasedAt: event.data.releasedAt, forecastVolumes: event.data.forecastVolumes }, { status: 'released', offerExpireDateTime: event.data.expiresAt }, stamp);
      case 'OfferAccepted': {
        const acceptedYears = [...new Set([...doc.row.acceptedYears, ...event.data.years])].sort((a, b) => a - b);
        return withRow(doc, {}, { status: 'accepted', acceptedYears }, stamp);
      }
      case 'OfferRejected':
        return withRow(doc, {}, { status: 'rejected' }, stamp);
      case 'OfferExpired':
        return withRow(doc, {}, { status: 'expired' }, stamp);
      case 'OfferChangeFlagged':
        return withRow(doc, { deltas: event.data.deltas }, { changeFlag: true }, stamp);
      case 'OfferChangeFlagRemoved':
        // Spec section 4: removing the flag deletes the deltas.
        return withRow(doc, { deltas: [] }, { changeFlag: false }, stamp);
      case 'OfferDocumentRecorded': {
        const { version, language, name, file } = event.data;
        // A version recorded again (the worker retried) replaces its entry rather than listing it twice.
        const others = doc.documents.filter((d) => !(d.version === version && d.language === language));
        const documents = [...others, { version, language, name, file, createdAt: stamp.updatedAt }].sort((a, b) => a.version - b.version || a.language.localeCompare(b.language));
        return withRow(doc, { documents }, {}, stamp);
      }
      default:
        return doc;
    }
  },
  // The row goes out without names: the query API's relay fills them from the customers and
  // partners views (query-api/src/realtime/row-completion.ts) and shapes it per role before any
  // client sees it.
  notify(event, id, doc) {
    const salesPartnerId = doc?.row.salesPartnerId ?? (event.data as { salesPartnerId?: unknown }).salesPartnerId;
    if (typeof salesPartnerId !== 'string') return null;
    return { topic: offerTopic, dbId: id, tenant: salesPartnerId, ...(doc ? { row: offerRowOf(doc) } : {}) };
  },
});
