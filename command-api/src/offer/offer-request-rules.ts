import {
  cancellationProblem,
  DomainError,
  historyRangeProblem,
  offerDateProblem,
  pastYearProblems,
  pointCountProblem,
  requestRuleError,
  supplyStartProblem,
  type BusinessLimits,
  type PlatformConfigLists,
  type RequestOffer,
} from '@portal/events';
import type { CustomerState } from '../customer/customer.ts';
import type { OfferActor, Requested } from './offer.ts';
import type { PointForOffer } from './offer-points.ts';
import { localDateOf, offerInstant } from './offer-time.ts';
import { deliveredDirections, requestVolumes } from './offer-volumes.ts';

/**
 * The rules of an offer request (spec sections 3, 5 and 6) against what the command read: the
 * customer, the sales partner's market areas, each point's stream, the configuration and the
 * business limits. Pure; the first broken rule is thrown at its field. The pending-offer limit
 * is the customer ledger's (offer-ledger.ts), decided in the same unit.
 */
export interface RequestFacts {
  readonly data: RequestOffer;
  readonly offerId: string;
  readonly by: OfferActor;
  readonly customer: CustomerState;
  /** The partner's market areas (null when its stream could not say). */
  readonly partnerMarketAreas: readonly string[] | null;
  /** One per `data.meteringPoints`, in that order. */
  readonly points: readonly PointForOffer[];
  readonly config: PlatformConfigLists;
  readonly limits: BusinessLimits;
  readonly now: Date;
}

const invalid = (field: string, message: string): DomainError => new DomainError('VALIDATION_ERROR', 400, message, { field });
const notYours = (customerId: string): DomainError => new DomainError('ERR_BAD_REQUEST', 403, `customer ${customerId} is not one of yours`, { field: 'data.customerId' });

/** The customer the request is for, when the sender may request for it: a customer for itself, a partner for its own customers. */
function assertCustomer(facts: RequestFacts): Extract<CustomerState, { status: 'active' }> {
  const { by, customer, data } = facts;
  if (by.role === 'customer' && by.customerId !== data.customerId) throw notYours(data.customerId);
  if (customer.status === 'none') throw notYours(data.customerId);
  if (by.role !== 'customer' && !(by.role === 'salesPartner' && by.salesPartnerId === customer.salesPartnerId)) throw notYours(data.customerId);
  if (customer.status !== 'active') throw new DomainError('STATE_ERROR', 409, `customer ${data.customerId} was deleted`, { field: 'data.customerId' });
  return customer;
}

function assertChoices(facts: RequestFacts, customer: Extract<CustomerState, { status: 'active' }>): string {
  const { data, config } = facts;
  const area = config.marketareasAllObj.find((a) => a.id === data.marketArea && a.active);
  if (!area) throw invalid('data.marketArea', `${data.marketArea} is not an active market area`);
  if (facts.partnerMarketAreas && !facts.partnerMarketAreas.includes(data.marketArea)) throw invalid('data.marketArea', `${data.marketArea} is not a market area of the customer's sales partner`);
  if (!customer.profile.currencies.includes(data.currency)) throw invalid('data.currency', `${data.currency} is not a currency of customer ${data.customerId}`);
  const certificate = (id: string) => config.certificatesConfig.some((c) => c.id === id && c.active);
  if (data.ecology.certificate !== null && !certificate(data.ecology.certificate)) throw invalid('data.ecology.certificate', `certificate ${data.ecology.certificate} is not known or not active`);
  if (!certificate(data.ecology.energyQuality)) throw invalid('data.ecology.energyQuality', `energy quality ${data.ecology.energyQuality} is not known or not active`);
  return area.timeZone;
}

/** Dates and periods (spec section 5): the request form's own rules (`@portal/events/offer-rules`), the first broken one thrown. */
function assertDates(facts: RequestFacts, zone: string): void {
  const { data, limits } = facts;
  const found = [
    offerDateProblem(data.offerDate, localDateOf(facts.now, zone)),
    historyRangeProblem(data.histRangeStart, data.histRangeEnd),
    ...pastYearProblems(data.deliveryYears, data.offerDate),
    supplyStartProblem({ offerDate: data.offerDate, deliveryYears: data.deliveryYears, actualYearSupplyStart: data.actualYearSupplyStart ?? null, minSupplyLeadDays: limits.minSupplyLeadDays }),
    cancellationProblem(data.cancellationFrom ?? null, data.cancellationTo ?? null),
  ].find((problem) => problem !== null);
  if (found) throw requestRuleError(found);
}

/** Every point: listed once, the customer's, measuring, in the market area, in a delivered direction, with a historical profile. */
function assertPoints(facts: RequestFacts): void {
  const { data, limits } = facts;
  const tooMany = pointCountProblem(data.meteringPoints.length, limits.maxMeteringPointsPerOffer);
  if (tooMany) throw requestRuleError(tooMany);
  const directions = deliveredDirections(data.direction);
  const seen = new Set<string>();
  data.meteringPoints.forEach((ref, i) => {
    const at = `data.meteringPoints.${i}`;
    const key = `${ref.code}-${ref.direction}`;
    if (seen.has(key)) throw invalid(`${at}.code`, `metering point ${ref.code} (${ref.direction}) already added`);
    seen.add(key);
    const { point, hasHistory } = facts.points[i] ?? { point: { status: 'none' as const }, hasHistory: false };
    // Another customer's point and an unknown one answer alike.
    if (point.status === 'none' || point.customerId !== data.customerId) throw invalid(`${at}.code`, `metering point ${ref.code} (${ref.direction}) is not a point of customer ${data.customerId}`);
    if (point.status !== 'active') throw invalid(`${at}.code`, `metering point ${ref.code} (${ref.direction}) was ${point.status}`);
    if (point.marketArea !== data.marketArea) throw invalid(`${at}.code`, `metering point ${ref.code} is invalid for the market area ${data.marketArea}`);
    if (!directions.includes(ref.direction)) throw invalid(`${at}.direction`, `the offer delivers ${data.direction}, not ${ref.direction}`);
    if (!hasHistory) throw invalid(`${at}.code`, `the historic profile of metering point ${ref.code} (${ref.direction}) is not yet in the database`);
  });
}

/** The OfferRequested data of a request that keeps every rule; the first broken rule is thrown. */
export function offerRequestOf(facts: RequestFacts): Requested {
  const customer = assertCustomer(facts);
  const zone = assertChoices(facts, customer);
  assertDates(facts, zone);
  assertPoints(facts);
  const { data, by } = facts;
  const deliveryYears = [...data.deliveryYears].sort((a, b) => a - b);
  const actualYearSupplyStart = data.actualYearSupplyStart ?? null;
  const quantities = facts.points.map(({ point }, i) => ({ direction: data.meteringPoints[i]?.direction ?? 'CONS', yearlyQuantityKwh: point.status === 'active' ? point.yearlyQuantityKwh : '0' }));
  return {
    offerId: facts.offerId,
    customerId: data.customerId,
    salesPartnerId: customer.salesPartnerId,
    product: data.product,
    marketArea: data.marketArea,
    currency: data.currency,
    direction: data.direction,
    meteringPoints: data.meteringPoints,
    histRangeStart: data.histRangeStart,
    histRangeEnd: data.histRangeEnd,
    deliveryYears,
    deliveryFrom: actualYearSupplyStart ?? `${deliveryYears[0]}-01-01`,
    deliveryTo: `${deliveryYears.at(-1)}-12-31`,
    actualYearSupplyStart,
    cancellationFrom: data.cancellationFrom ?? null,
    cancellationTo: data.cancellationTo ?? null,
    ecology: data.ecology,
    offerDate: data.offerDate,
    offerHour: data.offerHour,
    offerMinute: data.offerMinute,
    offerValidityPeriod: data.offerValidityPeriod,
    offerDateTime: offerInstant(data.offerDate, data.offerHour, data.offerMinute, zone),
    note: data.note ?? null,
    createdBy: { userId: by.userId, role: by.role },
    volumes: requestVolumes({ direction: data.direction, deliveryYears, actualYearSupplyStart }, quantities),
    draftId: data.draftId ?? null,
  };
}
