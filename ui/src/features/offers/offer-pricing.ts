import type { OfferDetail } from '@portal/events/read-contracts';
import { offerPrice, offerVolume } from '@/entities/offer/offer-display.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { formatKind, formatValue } from '@/lib/format/index.ts';

// The pricing and margin tabs of /offers/{offerId} as rows of text: one row per delivery year
// and direction the offer delivers. Per-MWh amounts read as Rp./kWh or ct/kWh, yearly amounts
// in the currency, factors as plain numbers (spec section 9).

type YearPrices = OfferDetail['prices'][number];
type Priced = NonNullable<YearPrices['cons']>;
export type PriceDirection = 'CONS' | 'PROD';

/** The priced years and directions in order: each year's consumption, then its production. */
export function pricedLines(detail: OfferDetail): { year: number; direction: PriceDirection; priced: Priced }[] {
  return [...detail.prices]
    .sort((a, b) => a.year - b.year)
    .flatMap((year) => [
      ...(year.cons ? [{ year: year.year, direction: 'CONS' as const, priced: year.cons }] : []),
      ...(year.prod ? [{ year: year.year, direction: 'PROD' as const, priced: year.prod }] : []),
    ]);
}

export interface PriceRow {
  key: string;
  year: number;
  direction: PriceDirection;
  volume: string;
  priceWithMargin: string;
  /** only for the admin and the partner */
  priceWithoutMargin?: string;
  amount: string;
}

/**
 * @example pricingRows(detail, 'customer')[0] // { year: 2027, direction: 'CONS', priceWithMargin: '8.5123 Rp./kWh', ... } without priceWithoutMargin
 */
export function pricingRows(detail: OfferDetail, role: OfferTableRole): PriceRow[] {
  const currency = detail.row.currency;
  return pricedLines(detail).map(({ year, direction, priced }) => ({
    key: `${year}:${direction}`,
    year,
    direction,
    volume: offerVolume(priced.result.volumeKwh),
    priceWithMargin: offerPrice(priced.result.priceWithMargin, currency),
    ...(role === 'customer' ? {} : { priceWithoutMargin: offerPrice(priced.result.priceWithoutMargin, currency) }),
    amount: formatValue(priced.result.amount, currency),
  }));
}

/** The admin's inputs of one year and direction (what the price is made of), for the admin and the partner. */
export function priceInputRows(priced: Priced, currency: OfferDetail['row']['currency']): [key: string, text: string][] {
  const i = priced.inputs;
  const perKwh = (value: string) => offerPrice(value, currency);
  return [
    ['energyPrice', perKwh(i.energyPrice)],
    ['profilePrice', perKwh(i.profilePrice)],
    ['spotAddOn', perKwh(i.spotAddOn)],
    ['balancingAddOn', perKwh(i.balancingAddOn)],
    ['variableAddOn', perKwh(i.variableAddOn)],
    ['adjustmentCost', perKwh(i.adjustmentCost)],
    ['procurementFee', perKwh(i.procurementFee)],
    ['alpha', formatKind(i.alpha, 'price')],
    ['beta', formatKind(i.beta, 'price')],
    ['gamma', perKwh(i.gamma)],
    ['certificatePrice', perKwh(i.certificatePrice)],
  ];
}

export interface MarginRow {
  key: string;
  year: number;
  direction: PriceDirection;
  margin: string;
  certificateMargin: string;
  serviceFee: string;
  serviceFeePerKwh: string;
}

/** The partner's earnings per year and direction (margin tab; never for customers). */
export function marginRows(detail: OfferDetail): MarginRow[] {
  const currency = detail.row.currency;
  return pricedLines(detail).map(({ year, direction, priced }) => ({
    key: `${year}:${direction}`,
    year,
    direction,
    margin: offerPrice(priced.result.margin, currency),
    certificateMargin: offerPrice(priced.inputs.certificateMargin, currency),
    serviceFee: formatValue(priced.result.serviceFee, currency),
    serviceFeePerKwh: offerPrice(priced.result.serviceFeePerMwh, currency),
  }));
}

/** The partner's fees for the offer's product at pricing time (margin tab), null before pricing. */
export function feeRows(detail: OfferDetail): [key: string, text: string][] | null {
  const fees = detail.fees;
  if (!fees) return null;
  const currency = detail.row.currency;
  return [
    ['margin', offerPrice(fees.margin, currency)],
    ['minFee', formatValue(fees.minFee, currency)],
    ['maxFee', formatValue(fees.maxFee, currency)],
    ['variableFeePerMwh', offerPrice(fees.variableFeePerMwh, currency)],
    ['spotFee', offerPrice(fees.spotFee, currency)],
    ['multiplicatorBuy', formatKind(fees.multiplicatorBuy, 'price')],
    ['multiplicatorSell', formatKind(fees.multiplicatorSell, 'price')],
  ];
}

/** The volumes per year for the time series tab's bars: priced kWh per year and direction. */
export function pricedVolumes(detail: OfferDetail): { year: string; CONS: number; PROD: number }[] {
  const byYear = new Map<number, { year: string; CONS: number; PROD: number }>();
  for (const { year, direction, priced } of pricedLines(detail)) {
    const entry = byYear.get(year) ?? { year: String(year), CONS: 0, PROD: 0 };
    entry[direction] += Number(priced.result.volumeKwh);
    byYear.set(year, entry);
  }
  return [...byYear.values()];
}
