import { defaultProductFees, products, type CommandData, type PriceInputs, type Product, type ProductFees } from '@portal/events/commands';
import { perKwhCents, priceYear } from '@portal/events/offer-pricing';
import { decimalPlaces, Fee, feeRangeProblem, Margin, Multiplicator, Price, VariableFeePerMwh } from '@portal/events/validation';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { collectFieldErrors, type FieldErrors, type FieldMessage } from '@/components/forms/field-errors.ts';
import { fromRule, required } from '@/components/forms/field-checks.ts';

// The margins and service fees form as pure functions: its draft (the API's decimal strings as
// typed), the checks of each field against the command's own schemas (@portal/events/validation),
// the command's data and the live example, priced by the same code the server prices offers with.

export type FeeField = Exclude<keyof ProductFees, 'product'>;
export type FeeDraft = readonly ProductFees[];

/** The fields of a row in the order shown; spot fee and factors only mean something to SPOT (docs/pricing.md). */
export const feeFields: readonly FeeField[] = ['margin', 'variableFeePerMwh', 'minFee', 'maxFee', 'spotFee', 'multiplicatorBuy', 'multiplicatorSell'];
export const spotOnly: ReadonlySet<FeeField> = new Set(['spotFee', 'multiplicatorBuy', 'multiplicatorSell']);
export const fieldsOf = (product: Product): readonly FeeField[] => feeFields.filter((f) => product === 'SPOT' || !spotOnly.has(f));

/** Each field's schema, its largest value and decimals (spec section 5), for the message. */
const rules: Readonly<Record<FeeField, { schema: TSchema; max: string; decimals: number }>> = {
  margin: { schema: Margin, max: '100000', decimals: decimalPlaces.margin },
  variableFeePerMwh: { schema: VariableFeePerMwh, max: '100000', decimals: decimalPlaces.variableFee },
  minFee: { schema: Fee, max: '1000000000', decimals: decimalPlaces.fee },
  maxFee: { schema: Fee, max: '1000000000', decimals: decimalPlaces.fee },
  spotFee: { schema: Price, max: '100000', decimals: decimalPlaces.price },
  multiplicatorBuy: { schema: Multiplicator, max: '1000', decimals: decimalPlaces.multiplicator },
  multiplicatorSell: { schema: Multiplicator, max: '1000', decimals: decimalPlaces.multiplicator },
};

/** One field's finding: required, a decimal comma (its own message: the most common slip), or out of range. */
export function feeFieldCheck(field: FeeField, value: string): FieldMessage | null {
  const text = value.trim();
  if (text === '') return required;
  if (text.includes(',')) return { key: 'marginsServiceFees.errors.comma', params: {} };
  const rule = rules[field];
  return Value.Check(rule.schema, text) ? null : { key: 'marginsServiceFees.errors.range', params: { max: rule.max, decimals: rule.decimals } };
}

/** The rows in product order, whatever order the answer had; a missing product starts from the defaults the server answers too. */
export function draftOf(fees: readonly ProductFees[]): FeeDraft {
  return products.map((product) => {
    const row = fees.find((f) => f.product === product);
    if (!row) throw new Error(`the answer has no row for ${product}`);
    return row;
  });
}

export const withValue = (draft: FeeDraft, product: Product, field: FeeField, value: string): FeeDraft =>
  draft.map((row) => (row.product === product ? { ...row, [field]: value } : row));

/** Findings by form path `fees.<i>.<field>`, the API's path without `data.`; minFee above maxFee at minFee, as the server says it. */
export function feeDraftErrors(draft: FeeDraft): FieldErrors {
  const checks: Record<string, FieldMessage | null> = {};
  draft.forEach((row, i) => {
    for (const field of fieldsOf(row.product)) checks[`fees.${i}.${field}`] = feeFieldCheck(field, row[field]);
    if (!checks[`fees.${i}.minFee`] && !checks[`fees.${i}.maxFee`]) checks[`fees.${i}.minFee`] = fromRule(feeRangeProblem(row.minFee.trim(), row.maxFee.trim(), `fees.${i}.minFee`));
  });
  return collectFieldErrors(checks);
}

export function feesData(salesPartnerId: string, draft: FeeDraft): CommandData<'SetMarginsServiceFees'> {
  return { salesPartnerId, fees: draft.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()])) as ProductFees) };
}

export const exampleKwh = '1000000';
const noInputs: PriceInputs = {
  energyPrice: '0', profilePrice: '0', spotAddOn: '0', balancingAddOn: '0', variableAddOn: '0', adjustmentCost: '0',
  procurementFee: '0', alpha: '0', beta: '0', gamma: '0', certificatePrice: '0', certificateMargin: '0',
};

/**
 * The live example of a row: the yearly service fee at 1,000 MWh and the same per MWh and in
 * Rp./ct per kWh; null while a field it needs is not a valid value.
 */
export function serviceFeeExample(row: ProductFees): { fee: string; perMwh: string; perKwhCents: string } | null {
  const parts = ['minFee', 'maxFee', 'variableFeePerMwh'] as const;
  if (parts.some((f) => feeFieldCheck(f, row[f]) !== null)) return null;
  const [minFee, maxFee, variableFeePerMwh] = parts.map((f) => row[f].trim()) as [string, string, string];
  if (feeRangeProblem(minFee, maxFee, 'minFee')) return null;
  // Only the service fee's fields: the margin and the spot terms do not change the fee.
  const fees: ProductFees = { ...defaultProductFees(row.product), minFee, maxFee, variableFeePerMwh };
  const priced = priceYear({ product: row.product, direction: 'CONS', inputs: noInputs, fees, volumeKwh: exampleKwh });
  return { fee: priced.serviceFee, perMwh: priced.serviceFeePerMwh, perKwhCents: perKwhCents(priced.serviceFeePerMwh) };
}
