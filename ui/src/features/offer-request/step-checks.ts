import { DeliveryYear, OfferHour, OfferMinute, OfferValidityPeriod } from '@portal/events/commands';
import { MarketAreaId } from '@portal/events/metering-point-fields';
import {
  cancellationProblem,
  historyRangeProblem,
  offerDateProblem,
  type OfferRequestProblem,
  pastYearProblems,
  pointCountProblem,
  supplyStartProblem,
} from '@portal/events/offer-rules';
import Value from 'typebox/value';
import { choiceCheck, required } from '@/components/forms/field-checks.ts';
import { collectFieldErrors, type FieldErrors, type FieldMessage, hasFieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { parseDate } from '@/lib/format/index.ts';
import { chosenPoints, deviatingPoints, fitsDirection, type PointChoice, sharedHistory } from './load-profile-choice.ts';
import { type Currency, type OfferRequestValues, shownDate, wholeNumber } from './request-values.ts';
import { type OfferStep, type RequestingRole, stepOfField, stepsFor } from './steps.ts';

// Every check of the request, by the form path of the field it belongs to (the command's own
// paths, so a refusal of the API lands at the same field): the shared field schemas of
// @portal/events/commands, the command's own cross-field rules of @portal/events/offer-rules
// (history of at least 365 days, delivery years not past, the supply start, cancellation order,
// the points per offer), what only a form asks (required fields, dates as typed) and the limits
// of the platform configuration.

/** What the checks need besides the values. */
export interface CheckContext {
  role: RequestingRole;
  /** yyyy-mm-dd in the market zone */
  today: string;
  /** The partner's market areas (config select `marketareasAllObjSP`). */
  marketAreas: readonly string[];
  /** Active certificate ids (`certificatesConfig`). */
  certificates: readonly string[];
  minSupplyLeadDays: number;
  maxPoints: number;
  /** The customer's currencies; null while unknown. */
  customerCurrencies: readonly Currency[] | null;
  /** The customer's points in the request's market area, with their history. */
  points: readonly PointChoice[];
}

const message = (key: string, params: Record<string, string | number> = {}): FieldMessage => ({ key, params });

/** A finding of the command's rules as the form shows it: its rule's text, dates as typed. */
function ruleMessage(found: OfferRequestProblem): FieldMessage {
  const params = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? shownDate(value) : value]));
  return message(`offerRequest.errors.${found.rule}`, params);
}

const ruleMessageOf = (found: OfferRequestProblem | null): FieldMessage | null => (found ? ruleMessage(found) : null);

/** A date as typed: null when empty, else its ISO day or its error. */
function typedDate(input: string): { iso: string | null; error: FieldMessage | null } {
  if (input.trim() === '') return { iso: null, error: null };
  const iso = parseDate(input);
  return iso === null ? { iso: null, error: message('offerRequest.errors.date') } : { iso, error: null };
}

const requiredDate = (input: string) => {
  const found = typedDate(input);
  return found.iso === null && found.error === null ? { iso: null, error: required } : found;
};

/**
 * The market area the request is for: the partner's user chooses it; a customer's user's comes
 * from its chosen points, or is the partner's only one.
 */
export function requestMarketArea(values: OfferRequestValues, context: Pick<CheckContext, 'role' | 'marketAreas' | 'points'>): string {
  if (context.role === 'salesPartner') return values.marketArea;
  const areas = [...new Set(chosenPoints(context.points, values.meteringPoints).map((point) => point.marketArea))];
  if (areas.length === 1) return areas[0] ?? '';
  return areas.length === 0 && context.marketAreas.length === 1 ? (context.marketAreas[0] ?? '') : '';
}

function customerChecks(values: OfferRequestValues, context: CheckContext): Record<string, FieldMessage | null> {
  if (context.role !== 'salesPartner') return {};
  const area = values.marketArea;
  return {
    marketArea: area === '' ? required : Value.Check(MarketAreaId, area) && context.marketAreas.includes(area) ? null : message('offerRequest.errors.marketArea'),
    customerType: choiceCheck(values.customerType),
    customerId: choiceCheck(values.customerId),
  };
}

function pointChecks(values: OfferRequestValues, context: CheckContext): FieldMessage | null {
  const chosen = values.meteringPoints;
  if (chosen.length === 0) return message('offerRequest.errors.noPoints');
  const tooMany = pointCountProblem(chosen.length, context.maxPoints);
  if (tooMany) return ruleMessage(tooMany);
  if (values.direction !== '' && chosen.some((point) => !fitsDirection(point, values.direction))) return message('offerRequest.errors.pointDirection');
  if (values.direction === 'BOTH' && !(chosen.some((p) => p.direction === 'CONS') && chosen.some((p) => p.direction === 'PROD'))) return message('offerRequest.errors.bothDirections');
  const listed = chosenPoints(context.points, chosen);
  const areas = new Set(listed.map((point) => point.marketArea));
  if (areas.size > 1 || (context.role === 'salesPartner' && values.marketArea !== '' && listed.some((point) => point.marketArea !== values.marketArea))) return message('offerRequest.errors.oneMarketArea');
  // The command takes only points whose history is in the portal (a new point's comes with its upload).
  if (listed.length === 0 || listed.some((point) => point.history === null)) return message('offerRequest.errors.noHistory');
  return null;
}

function historyChecks(values: OfferRequestValues, context: CheckContext): Record<string, FieldMessage | null> {
  const start = requiredDate(values.histRangeStart);
  const end = requiredDate(values.histRangeEnd);
  const listed = chosenPoints(context.points, values.meteringPoints);
  const shared = sharedHistory(listed);
  let startError = start.error;
  let endError = end.error;
  if (start.iso !== null && end.iso !== null) endError = ruleMessageOf(historyRangeProblem(start.iso, end.iso));
  if (shared !== null) {
    const outside = message('offerRequest.errors.outsideHistory', { from: shownDate(shared.from), to: shownDate(shared.to) });
    if (start.iso !== null && start.iso < shared.from) startError ??= outside;
    if (end.iso !== null && end.iso > shared.to) endError ??= outside;
  }
  const deviating = deviatingPoints(listed).length > 0;
  return {
    histRangeStart: startError,
    histRangeEnd: endError,
    deviationConfirmed: deviating && !values.deviationConfirmed ? message('offerRequest.errors.confirmDeviation') : null,
  };
}

/** The offer date as typed, or today: the other steps' rules run from it. */
const offerDay = (values: OfferRequestValues, today: string): string => parseDate(values.offerDate) ?? today;

function yearChecks(values: OfferRequestValues, context: CheckContext): FieldErrors {
  if (values.deliveryYears.length === 0) return { deliveryYears: message('codes.CHOOSE_DELIVERY_YEAR') };
  if (values.deliveryYears.length > 10) return { deliveryYears: message('offerRequest.errors.tooManyYears', { max: 10 }) };
  const errors: Record<string, FieldMessage> = {};
  values.deliveryYears.forEach((year, index) => {
    if (!Value.Check(DeliveryYear, year)) errors[`deliveryYears.${index}`] = message('offerRequest.errors.yearPast', { year });
  });
  for (const found of pastYearProblems(values.deliveryYears, offerDay(values, context.today))) errors[found.field] ??= ruleMessage(found);
  return errors;
}

function detailChecks(values: OfferRequestValues, context: CheckContext): Record<string, FieldMessage | null> {
  const supply = typedDate(values.actualYearSupplyStart);
  const supplyRules = { offerDate: offerDay(values, context.today), deliveryYears: values.deliveryYears, actualYearSupplyStart: supply.iso, minSupplyLeadDays: context.minSupplyLeadDays };
  const supplyError = supply.error ?? ruleMessageOf(supplyStartProblem(supplyRules));
  const from = typedDate(values.cancellationFrom);
  const to = typedDate(values.cancellationTo);
  let fromError = from.error;
  let toError = to.error;
  if (!fromError && !toError) {
    // The form wants both ends or none; the command takes one alone as given.
    if (from.iso !== null && to.iso === null) toError = required;
    if (from.iso === null && to.iso !== null) fromError = required;
    toError ??= ruleMessageOf(cancellationProblem(from.iso, to.iso));
  }
  const currencies = context.customerCurrencies;
  return {
    currency: values.currency === '' ? required : currencies !== null && !currencies.includes(values.currency) ? message('offerRequest.errors.currency') : null,
    actualYearSupplyStart: supplyError,
    cancellationFrom: fromError,
    cancellationTo: toError,
    note: values.note.length > 1000 ? message('offerRequest.errors.note', { max: 1000 }) : null,
  };
}

function ecologyChecks(values: OfferRequestValues, context: CheckContext): Record<string, FieldMessage | null> {
  const known = (id: string) => context.certificates.includes(id);
  return {
    'ecology.certificate': values.certificate !== '' && !known(values.certificate) ? message('offerRequest.errors.certificate') : null,
    'ecology.energyQuality': values.energyQuality === '' ? required : known(values.energyQuality) ? null : message('offerRequest.errors.certificate'),
  };
}

function timeChecks(values: OfferRequestValues, context: CheckContext): Record<string, FieldMessage | null> {
  const date = requiredDate(values.offerDate);
  const number = (input: string, schema: typeof OfferHour | typeof OfferMinute | typeof OfferValidityPeriod, key: string) => {
    if (input.trim() === '') return required;
    const value = wholeNumber(input);
    return value !== null && Value.Check(schema, value) ? null : message(key);
  };
  return {
    offerDate: date.error ?? (date.iso !== null ? ruleMessageOf(offerDateProblem(date.iso, context.today)) : null),
    offerHour: number(values.offerHour, OfferHour, 'offerRequest.errors.hour'),
    offerMinute: number(values.offerMinute, OfferMinute, 'offerRequest.errors.minute'),
    offerValidityPeriod: number(values.offerValidityPeriod, OfferValidityPeriod, 'offerRequest.errors.validity'),
  };
}

/** Every finding of the request, by form path. */
export function requestErrors(values: OfferRequestValues, context: CheckContext): FieldErrors {
  return mergeFieldErrors(
    collectFieldErrors({
      ...customerChecks(values, context),
      direction: choiceCheck(values.direction),
      meteringPoints: pointChecks(values, context),
      ...historyChecks(values, context),
      product: choiceCheck(values.product),
    }),
    yearChecks(values, context),
    collectFieldErrors({ ...detailChecks(values, context), ...ecologyChecks(values, context), ...timeChecks(values, context) }),
  );
}

/** The findings that keep one step from going on. */
export function stepErrors(step: OfferStep, values: OfferRequestValues, context: CheckContext): FieldErrors {
  return Object.fromEntries(Object.entries(requestErrors(values, context)).filter(([path]) => stepOfField(path, context.role) === step));
}

/** The first of the role's steps with a finding, or null when the request can be sent. */
export function firstStepWithErrors(errors: FieldErrors, role: RequestingRole): OfferStep | null {
  if (!hasFieldErrors(errors)) return null;
  return stepsFor(role).find((step) => Object.keys(errors).some((path) => stepOfField(path, role) === step)) ?? null;
}
