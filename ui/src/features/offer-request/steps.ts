// The request stepper's steps (spec section 2, /offers/new-offer/{id}) as data: which a role
// sees, and which step owns a field, so a check or a refusal takes the user to it.

/** All eleven steps in the spec's order; a draft stores the index in this list (0 to 10). */
export const offerSteps = [
  'marketArea',
  'customerType',
  'customer',
  'direction',
  'loadProfile',
  'product',
  'deliveryYears',
  'details',
  'ecology',
  'offerTime',
  'meteringPoint',
] as const;
export type OfferStep = (typeof offerSteps)[number];

export type RequestingRole = 'salesPartner' | 'customer';

/** A customer's user asks for its own customer: no market area, type or customer to choose. */
const partnerOnly: ReadonlySet<OfferStep> = new Set(['marketArea', 'customerType', 'customer']);

/**
 * @example stepsFor('customer')[0] // 'direction'
 */
export function stepsFor(role: RequestingRole): readonly OfferStep[] {
  return role === 'salesPartner' ? offerSteps : offerSteps.filter((step) => !partnerOnly.has(step));
}

/** The draft's `step`: the index among all eleven, whatever the role. */
export const stepIndex = (step: OfferStep): number => offerSteps.indexOf(step);

/** The step a draft continues at; an index the role does not see (or none) starts at its first step. */
export function stepOfIndex(index: number | undefined, role: RequestingRole): OfferStep {
  const visible = stepsFor(role);
  const step = index === undefined ? undefined : offerSteps[index];
  return step !== undefined && visible.includes(step) ? step : (visible[0] ?? 'direction');
}

export const nextStep = (step: OfferStep, role: RequestingRole): OfferStep | null => {
  const visible = stepsFor(role);
  return visible[visible.indexOf(step) + 1] ?? null;
};

export const previousStep = (step: OfferStep, role: RequestingRole): OfferStep | null => {
  const visible = stepsFor(role);
  const at = visible.indexOf(step);
  return at > 0 ? (visible[at - 1] ?? null) : null;
};

const fieldSteps: Readonly<Record<string, OfferStep>> = {
  marketArea: 'marketArea',
  customerType: 'customerType',
  customerId: 'customer',
  direction: 'direction',
  meteringPoints: 'loadProfile',
  histRangeStart: 'loadProfile',
  histRangeEnd: 'loadProfile',
  deviationConfirmed: 'loadProfile',
  product: 'product',
  deliveryYears: 'deliveryYears',
  currency: 'details',
  actualYearSupplyStart: 'details',
  cancellationFrom: 'details',
  cancellationTo: 'details',
  note: 'details',
  ecology: 'ecology',
  offerDate: 'offerTime',
  offerHour: 'offerTime',
  offerMinute: 'offerTime',
  offerValidityPeriod: 'offerTime',
};

/**
 * The step that shows a form path ("ecology.certificate", "deliveryYears.0"), or null for a path
 * no step of the role shows (the draft id; a customer's own customer and market area).
 *
 * @example stepOfField('deliveryYears.0', 'salesPartner') // 'deliveryYears'
 */
export function stepOfField(path: string, role: RequestingRole): OfferStep | null {
  const step = fieldSteps[path.split('.')[0] ?? ''];
  if (step === undefined) return null;
  return stepsFor(role).includes(step) ? step : null;
}

/** The fields the role's steps show, as root names: a refusal elsewhere is shown above the step. */
export const requestFieldsFor = (role: RequestingRole): string[] => Object.keys(fieldSteps).filter((field) => stepOfField(field, role) !== null);
