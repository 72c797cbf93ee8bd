import type { CommandData } from '@portal/events/commands';
import { PriceInputs } from '@portal/events/commands';
import type { OfferDetail, OfferRow } from '@portal/events/read-contracts';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { FieldErrors, FieldMessage } from '@/components/forms/field-errors.ts';
import { required } from '@/components/forms/field-checks.ts';
import { pricePerMwhToHundredthsPerKwh } from '@/lib/format/index.ts';

// The admin's pricing form (tasks-management/offer/{offerId}/edit/1) as pure functions: one
// set of `PriceInputs` per delivery year and direction the offer delivers, kept as the typed
// text, checked by the command's own field schemas, and turned into `PriceOffer`'s data.

export type PriceField = keyof typeof PriceInputs.properties;
/** The form's name of a direction, as `PriceOffer` and `YearPrices` name it. */
export type PriceDirection = 'cons' | 'prod';

/**
 * How a field is entered and checked. `perMwh`: an amount per MWh in the offer's currency,
 * shown also per kWh in hundredths (Rp. or ct, spec section 9); a factor has no unit.
 */
export interface FieldSpec {
  name: PriceField;
  kind: 'signedPrice' | 'price' | 'margin' | 'factor';
  perMwh: boolean;
}

/** In the order the form shows them: energy, add-ons and costs, the index factors, ecology. */
export const priceFields: readonly FieldSpec[] = [
  { name: 'energyPrice', kind: 'signedPrice', perMwh: true },
  { name: 'profilePrice', kind: 'signedPrice', perMwh: true },
  { name: 'spotAddOn', kind: 'signedPrice', perMwh: true },
  { name: 'balancingAddOn', kind: 'signedPrice', perMwh: true },
  { name: 'variableAddOn', kind: 'signedPrice', perMwh: true },
  { name: 'adjustmentCost', kind: 'signedPrice', perMwh: true },
  { name: 'procurementFee', kind: 'price', perMwh: true },
  { name: 'alpha', kind: 'factor', perMwh: false },
  { name: 'beta', kind: 'factor', perMwh: false },
  { name: 'gamma', kind: 'signedPrice', perMwh: true },
  { name: 'certificatePrice', kind: 'price', perMwh: true },
  { name: 'certificateMargin', kind: 'margin', perMwh: true },
];

export type PriceDraft = Record<PriceField, string>;
export interface YearDraft {
  year: number;
  cons?: PriceDraft;
  prod?: PriceDraft;
}
export interface PriceFormValues {
  years: YearDraft[];
}

/**
 * A year and direction not priced yet: the energy price is the admin's to enter; add-ons, costs
 * and certificates start at nothing; the index price starts as the base price alone
 * (alpha 1, beta 0, gamma 0: `alpha * Base + beta * Peak + gamma`).
 */
export const emptyDraft = (): PriceDraft => ({
  energyPrice: '',
  profilePrice: '0',
  spotAddOn: '0',
  balancingAddOn: '0',
  variableAddOn: '0',
  adjustmentCost: '0',
  procurementFee: '0',
  alpha: '1',
  beta: '0',
  gamma: '0',
  certificatePrice: '0',
  certificateMargin: '0',
});

/** The directions an offer delivers, as the form and `PriceOffer` name them. */
export function directionsOf(direction: OfferRow['direction']): PriceDirection[] {
  if (direction === 'BOTH') return ['cons', 'prod'];
  return direction === 'CONS' ? ['cons'] : ['prod'];
}

/** Every delivery year and direction of the offer, with its last prices where it has some. */
export function priceFormOf(detail: Pick<OfferDetail, 'row' | 'prices'>): PriceFormValues {
  const directions = directionsOf(detail.row.direction);
  const years = [...detail.row.deliveryYears].sort((a, b) => a - b);
  return {
    years: years.map((year) => {
      const priced = detail.prices.find((p) => p.year === year);
      const draft: YearDraft = { year };
      for (const direction of directions) draft[direction] = priced?.[direction]?.inputs ? { ...priced[direction].inputs } : emptyDraft();
      return draft;
    }),
  };
}

/** The form path of one field, as the command's refusals name it (`data.years.0.cons.energyPrice`). */
export const fieldPath = (index: number, direction: PriceDirection, field: PriceField): string => `years.${index}.${direction}.${field}`;

const schemaOf = (field: PriceField): TSchema => PriceInputs.properties[field];

/**
 * One field's finding: empty is required, a decimal comma has its own text (spec section 5:
 * dot as decimal sign), anything else the schema refuses names the field kind's range.
 *
 * @example fieldCheck({ name: 'energyPrice', kind: 'signedPrice', perMwh: true }, '85,5') // { key: 'offerTasks.errors.comma', params: {} }
 */
export function fieldCheck(spec: FieldSpec, value: string): FieldMessage | null {
  const text = value.trim();
  if (text === '') return required;
  if (Value.Check(schemaOf(spec.name), value)) return null;
  if (/^-?[0-9']*,[0-9]*$/.test(text)) return { key: 'offerTasks.errors.comma', params: {} };
  return { key: `offerTasks.errors.${spec.kind}`, params: {} };
}

/** Every finding of the form by form path. */
export function priceFormErrors(values: PriceFormValues): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  values.years.forEach((year, index) => {
    for (const direction of ['cons', 'prod'] as const) {
      const draft = year[direction];
      if (!draft) continue;
      for (const spec of priceFields) {
        const found = fieldCheck(spec, draft[spec.name]);
        if (found) errors[fieldPath(index, direction, spec.name)] = found;
      }
    }
  });
  return errors;
}

/** The form with one field changed. */
export function withField(values: PriceFormValues, index: number, direction: PriceDirection, field: PriceField, value: string): PriceFormValues {
  return {
    years: values.years.map((year, i) => {
      const draft = year[direction];
      return i === index && draft ? { ...year, [direction]: { ...draft, [field]: value } } : year;
    }),
  };
}

/** "Copy to all years": every year's inputs of this direction become those of year `index`. */
export function copyToAllYears(values: PriceFormValues, index: number, direction: PriceDirection): PriceFormValues {
  const source = values.years[index]?.[direction];
  if (!source) return values;
  return { years: values.years.map((year) => (year[direction] ? { ...year, [direction]: { ...source } } : year)) };
}

/**
 * `PriceOffer`'s data; send only once `priceFormErrors` is empty (the schema checks there are
 * the command's own, so the strings are what it accepts).
 */
export function priceOfferData(offerId: string, values: PriceFormValues): CommandData<'PriceOffer'> {
  return {
    offerId,
    years: values.years.map(({ year, cons, prod }) => ({ year, ...(cons ? { cons: { ...cons } } : {}), ...(prod ? { prod: { ...prod } } : {}) })),
  };
}

/**
 * The per-kWh reading of an amount per MWh (divided by 10: CHF/MWh to Rp./kWh, EUR/MWh to
 * ct/kWh), or null while the text is no valid amount.
 *
 * @example perKwhOf({ name: 'energyPrice', kind: 'signedPrice', perMwh: true }, '85.5') // '8.55'
 */
export function perKwhOf(spec: FieldSpec, value: string): string | null {
  if (!spec.perMwh || fieldCheck(spec, value) !== null) return null;
  return pricePerMwhToHundredthsPerKwh(value).toString();
}
