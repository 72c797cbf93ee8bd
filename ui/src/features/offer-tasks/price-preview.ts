import { defaultProductFees, type PriceInputs, type PriceResult, type ProductFees } from '@portal/events/commands';
import type { MarginsServiceFeesAnswer, OfferDetail } from '@portal/events/read-contracts';
import { fieldCheck, type PriceDirection, type PriceFormValues, priceFields } from './price-form.ts';

// The live preview beside the pricing form: what each year and direction would cost with and
// without the partner's margin, computed in the browser by the server's own formula
// (`priceYear`, docs/pricing.md) from the typed inputs, the partner's fees and the volume.

/** What the preview hands the formula for one year and direction (`YearPricing` of the formula). */
export interface PriceCase {
  direction: 'CONS' | 'PROD';
  product: OfferDetail['row']['product'];
  inputs: PriceInputs;
  fees: ProductFees;
  volumeKwh: string;
}
export type PriceFormula = (priceCase: PriceCase) => PriceResult;

export interface PreviewRow {
  year: number;
  direction: 'CONS' | 'PROD';
  volumeKwh: string;
  /** null while an input of this year and direction is missing or invalid */
  result: PriceResult | null;
}

const upper = { cons: 'CONS', prod: 'PROD' } as const satisfies Record<PriceDirection, 'CONS' | 'PROD'>;

/**
 * The partner's fees for the offer's product: those the offer was priced with, else the
 * partner's current ones, else the defaults (no margin, no fee) until either has loaded.
 */
export function feesFor(detail: Pick<OfferDetail, 'row' | 'fees'>, partner: MarginsServiceFeesAnswer | undefined): ProductFees {
  if (detail.fees) return detail.fees;
  return partner?.fees.find((fees) => fees.product === detail.row.product) ?? defaultProductFees(detail.row.product);
}

/**
 * The volume priced for a year and direction: the accepted long-term forecast once the offer
 * shows it (from release on), else the volume the server priced at last (the accepted forecasts
 * then), else the points' yearly quantities of the request; '0' when the offer has none.
 */
export function volumeOf(detail: Pick<OfferDetail, 'volumes' | 'forecastVolumes' | 'prices'>, year: number, direction: 'CONS' | 'PROD'): string {
  const of = (list: OfferDetail['volumes']) => list.find((v) => v.year === year && v.direction === direction)?.kwh;
  const priced = detail.prices.find((p) => p.year === year)?.[direction === 'CONS' ? 'cons' : 'prod']?.result.volumeKwh;
  return of(detail.forecastVolumes) ?? priced ?? of(detail.volumes) ?? '0';
}

/** A draft the command would take, as its inputs; null while a field is not. */
function inputsOf(draft: Record<string, string>): PriceInputs | null {
  return priceFields.every((spec) => fieldCheck(spec, draft[spec.name] ?? '') === null) ? (draft as PriceInputs) : null;
}

/**
 * One row per year and direction of the form, in the form's order.
 *
 * @example previewRows(detail, priceFormOf(detail), fees, formula)[0] // { year: 2027, direction: 'CONS', volumeKwh: '120000', result: null }
 */
export function previewRows(detail: Pick<OfferDetail, 'row' | 'volumes' | 'forecastVolumes' | 'prices'>, values: PriceFormValues, fees: ProductFees, formula: PriceFormula): PreviewRow[] {
  return values.years.flatMap(({ year, ...drafts }) =>
    (['cons', 'prod'] as const).flatMap((key) => {
      const draft = drafts[key];
      if (!draft) return [];
      const direction = upper[key];
      const volumeKwh = volumeOf(detail, year, direction);
      const inputs = inputsOf(draft);
      const result = inputs ? formula({ direction, product: detail.row.product, inputs, fees, volumeKwh }) : null;
      return [{ year, direction, volumeKwh, result }];
    }),
  );
}
