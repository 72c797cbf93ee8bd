import type { OfferEvent, YearPrices } from '@portal/events';
import { Decimal, toDecimalString } from '@portal/events/units';
import { DateTime } from 'luxon';

type OfferRequestedData = Extract<OfferEvent, { type: 'OfferRequested' }>['data'];

/** Everything the offer document shows, as the worker read it from the log up to its trigger. */
export interface OfferDocumentInput {
  readonly offer: OfferRequestedData;
  /** The latest OfferPriced's years; null before pricing. */
  readonly prices: readonly YearPrices[] | null;
  /** The release's instants; null before release. */
  readonly release: { readonly releasedAt: string; readonly expiresAt: string } | null;
  /** Firm name, or "name prename"; null once erased. */
  readonly customer: { readonly name: string | null; readonly address: readonly string[] };
  readonly partnerName: string | null;
  readonly marketArea: { readonly name: string; readonly timeZone: string };
  /** The trigger's time: the document's date, and the PDF's creation and modification dates. */
  readonly issuedAt: string;
}

export interface YearRow {
  readonly year: string;
  readonly direction: string;
  readonly volume: string;
  readonly price: string;
}

/** The document as text, in reading order; render-pdf.ts lays it out. German: the portal's only language (spec section 9). */
export interface DocumentContent {
  readonly title: string;
  readonly issued: string;
  readonly facts: readonly (readonly [string, string])[];
  readonly yearHeader: YearRow;
  readonly years: readonly YearRow[];
  readonly meteringPoints: readonly string[];
  /** Points beyond `maxListedPoints` are counted, not listed. */
  readonly morePoints: number;
  readonly validity: string;
  readonly note: string | null;
}

/** A document lists at most this many metering points (an offer may have 100,000). */
export const maxListedPoints = 2000;

const productText = { FULL: 'FULL (Vollversorgung)', SPOT: 'SPOT (Spotpreis mit Zuschlägen)', BALA: 'BALA (Ausgleichsenergie)' } as const;
const directionText = { CONS: 'Verbrauch', PROD: 'Produktion', BOTH: 'Verbrauch und Produktion' } as const;

/** Spec section 9: an apostrophe as thousands separator, `places` decimals, half up. */
export function formatNumber(value: string | Decimal, places: number): string {
  const text = toDecimalString(new Decimal(value), places);
  const [whole = '', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** dd.mm.yyyy (spec section 9). */
export const formatDate = (date: string): string => DateTime.fromISO(date, { zone: 'utc' }).toFormat('dd.LL.yyyy');
const formatInstant = (instant: string, zone: string): string => DateTime.fromISO(instant, { zone }).toFormat('dd.LL.yyyy HH:mm');

/** Rp./kWh for CHF, ct/kWh for EUR: the price per MWh divided by 10 (spec section 9). */
export const priceUnit = (currency: 'CHF' | 'EUR'): string => (currency === 'CHF' ? 'Rp./kWh' : 'ct/kWh');

function yearRows(input: OfferDocumentInput): YearRow[] {
  const { offer, prices } = input;
  const directions = offer.direction === 'BOTH' ? (['CONS', 'PROD'] as const) : [offer.direction];
  const rows: YearRow[] = [];
  for (const year of offer.deliveryYears) {
    const priced = prices?.find((p) => p.year === year);
    for (const direction of directions) {
      const result = (direction === 'CONS' ? priced?.cons : priced?.prod)?.result;
      const volume = result?.volumeKwh ?? offer.volumes.find((v) => v.year === year && v.direction === direction)?.kwh ?? '0';
      rows.push({
        year: String(year),
        direction: directionText[direction],
        volume: `${formatNumber(volume, 0)} kWh`,
        price: result ? `${formatNumber(new Decimal(result.priceWithMargin).dividedBy(10), 4)} ${priceUnit(offer.currency)}` : 'noch nicht festgelegt',
      });
    }
  }
  return rows;
}

/** The document's text for an offer at its trigger (pure). */
export function documentContent(input: OfferDocumentInput): DocumentContent {
  const { offer, release, marketArea } = input;
  const zone = marketArea.timeZone;
  const offerTime = `${formatDate(offer.offerDate)} ${String(offer.offerHour).padStart(2, '0')}:${String(offer.offerMinute).padStart(2, '0')}`;
  const points = offer.meteringPoints.map((p) => `${p.code} (${directionText[p.direction]})`);
  return {
    title: `Angebot Nr. ${offer.offerId}`,
    issued: `Ausgestellt am ${formatInstant(input.issuedAt, zone)}`,
    facts: [
      ['Angebotsnummer', offer.offerId],
      ['Kunde', `${input.customer.name ?? '(gelöscht)'} (Kundennummer ${offer.customerId})`],
      ...input.customer.address.map((line) => ['', line] as const),
      ['Vertriebspartner', input.partnerName ?? '-'],
      ['Produkt', productText[offer.product]],
      ['Marktgebiet', marketArea.name],
      ['Währung', offer.currency],
      ['Lieferrichtung', directionText[offer.direction]],
      ['Lieferjahre', offer.deliveryYears.join(', ')],
      ['Lieferzeitraum', `${formatDate(offer.deliveryFrom)} bis ${formatDate(offer.deliveryTo)}`],
      ['Angebotszeitpunkt', offerTime],
      ['Messpunkte', String(offer.meteringPoints.length)],
    ],
    yearHeader: { year: 'Jahr', direction: 'Richtung', volume: 'Volumen', price: `Preis (${priceUnit(offer.currency)})` },
    years: yearRows(input),
    meteringPoints: points.slice(0, maxListedPoints),
    morePoints: Math.max(0, points.length - maxListedPoints),
    validity: release
      ? `Dieses Angebot ist gültig bis ${formatInstant(release.expiresAt, zone)} Uhr (${zone}).`
      : `Dieses Angebot gilt nach seiner Freigabe ${offer.offerValidityPeriod} Minuten lang; die Freigabe erfolgt am Angebotstag.`,
    note: offer.note,
  };
}
