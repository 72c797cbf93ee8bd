import {
  type CommandData,
  DeliveryYear,
  type OfferDirection,
  type OfferMeteringPoint,
  OfferHour,
  OfferMinute,
  type OfferRequestDraft,
  OfferValidityPeriod,
  type Product,
} from '@portal/events/commands';
import { LocalDate, MarketAreaId } from '@portal/events/metering-point-fields';
import { isNumberId } from '@portal/events/validation';
import { DateTime } from 'luxon';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { TIME_ZONE } from '@/config/constants.ts';
import { DATE_FORMAT, parseDate } from '@/lib/format/index.ts';

// What the stepper holds while the user fills it (strings as typed, dd.mm.yyyy dates), the
// defaults it starts with, and the draft it saves: only fields that pass their own schema go
// into a draft, so `SaveOfferDraft` takes whatever state the user left the request in.

export type CustomerType = 'FI' | 'PR';
export type Currency = CommandData<'RequestOffer'>['currency'];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface OfferRequestValues {
  marketArea: string;
  /** Narrows the customer list only; not part of the request. */
  customerType: '' | CustomerType;
  customerId: string;
  direction: '' | OfferDirection;
  meteringPoints: OfferMeteringPoint[];
  histRangeStart: string;
  histRangeEnd: string;
  /** The answer to the offer question (volume deviation above 10 %); not part of the request. */
  deviationConfirmed: boolean;
  product: '' | Product;
  deliveryYears: number[];
  currency: '' | Currency;
  actualYearSupplyStart: string;
  cancellationFrom: string;
  cancellationTo: string;
  note: string;
  /** '' is "no certificate". */
  certificate: string;
  energyQuality: string;
  offerDate: string;
  offerHour: string;
  offerMinute: string;
  offerValidityPeriod: string;
}

/** What the defaults depend on: the day, the hour (market zone) and the configuration. */
export interface DefaultsContext {
  /** yyyy-mm-dd in the market zone */
  today: string;
  hour: number;
  defaultEnergyQuality: string;
  /** The partner's market areas: with only one, it is chosen. */
  marketAreas: readonly string[];
}

/** A released offer stays valid for an hour unless the user says otherwise. */
export const DEFAULT_VALIDITY_MINUTES = 60;

/** yyyy-mm-dd → dd.mm.yyyy, as the date fields show it. */
export const shownDate = (iso: string): string => DateTime.fromISO(iso, { zone: TIME_ZONE }).toFormat(DATE_FORMAT);

/** Today and the hour in the market zone, for the defaults and the checks. */
export function marketNow(now: Date = new Date()): { today: string; hour: number } {
  const local = DateTime.fromJSDate(now).setZone(TIME_ZONE);
  return { today: local.toISODate() ?? '', hour: local.hour };
}

/**
 * A new request: the offer made today at the next full hour (the last hour of the day once it is
 * late), valid for an hour; the default energy quality; the partner's market area when it has one.
 */
export function defaultValues(context: DefaultsContext): OfferRequestValues {
  return {
    marketArea: context.marketAreas.length === 1 ? (context.marketAreas[0] ?? '') : '',
    customerType: '',
    customerId: '',
    direction: '',
    meteringPoints: [],
    histRangeStart: '',
    histRangeEnd: '',
    deviationConfirmed: false,
    product: '',
    deliveryYears: [],
    currency: '',
    actualYearSupplyStart: '',
    cancellationFrom: '',
    cancellationTo: '',
    note: '',
    certificate: '',
    energyQuality: context.defaultEnergyQuality,
    offerDate: shownDate(context.today),
    offerHour: String(Math.min(context.hour + 1, 23)),
    offerMinute: '0',
    offerValidityPeriod: String(DEFAULT_VALIDITY_MINUTES),
  };
}

/** A whole number as typed ("08" is 8), or null. */
export function wholeNumber(input: string): number | null {
  const trimmed = input.trim();
  return /^[0-9]{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

const accepted = <T>(schema: TSchema, value: T | null | undefined): T | undefined => (value !== null && value !== undefined && Value.Check(schema, value) ? value : undefined);
const date = (input: string): string | undefined => accepted(LocalDate, parseDate(input));

/** The request as far as it is filled: every field that passes its own schema, nothing else. */
export function draftOf(values: OfferRequestValues, marketArea: string): OfferRequestDraft {
  const draft: Mutable<OfferRequestDraft> = {};
  if (isNumberId(values.customerId)) draft.customerId = values.customerId;
  const area = accepted(MarketAreaId, marketArea);
  if (area !== undefined) draft.marketArea = area;
  if (values.product !== '') draft.product = values.product;
  if (values.direction !== '') draft.direction = values.direction;
  if (values.currency !== '') draft.currency = values.currency;
  if (values.meteringPoints.length > 0) draft.meteringPoints = values.meteringPoints;
  const histRangeStart = date(values.histRangeStart);
  if (histRangeStart !== undefined) draft.histRangeStart = histRangeStart;
  const histRangeEnd = date(values.histRangeEnd);
  if (histRangeEnd !== undefined) draft.histRangeEnd = histRangeEnd;
  const years = values.deliveryYears.filter((year) => Value.Check(DeliveryYear, year));
  if (years.length > 0) draft.deliveryYears = [...new Set(years)].sort().slice(0, 10);
  const actualYearSupplyStart = date(values.actualYearSupplyStart);
  if (actualYearSupplyStart !== undefined) draft.actualYearSupplyStart = actualYearSupplyStart;
  const cancellationFrom = date(values.cancellationFrom);
  if (cancellationFrom !== undefined) draft.cancellationFrom = cancellationFrom;
  const cancellationTo = date(values.cancellationTo);
  if (cancellationTo !== undefined) draft.cancellationTo = cancellationTo;
  if (values.note.trim() !== '' && values.note.length <= 1000) draft.note = values.note.trim();
  if (values.energyQuality !== '') draft.ecology = { certificate: values.certificate === '' ? null : values.certificate, energyQuality: values.energyQuality };
  const offerDate = date(values.offerDate);
  if (offerDate !== undefined) draft.offerDate = offerDate;
  const offerHour = accepted(OfferHour, wholeNumber(values.offerHour));
  if (offerHour !== undefined) draft.offerHour = offerHour;
  const offerMinute = accepted(OfferMinute, wholeNumber(values.offerMinute));
  if (offerMinute !== undefined) draft.offerMinute = offerMinute;
  const offerValidityPeriod = accepted(OfferValidityPeriod, wholeNumber(values.offerValidityPeriod));
  if (offerValidityPeriod !== undefined) draft.offerValidityPeriod = offerValidityPeriod;
  return draft;
}

/** A saved draft back in the stepper: its fields over the defaults. */
export function valuesOfDraft(draft: OfferRequestDraft, defaults: OfferRequestValues): OfferRequestValues {
  const shown = (iso: string | undefined, fallback: string) => (iso === undefined ? fallback : shownDate(iso));
  const number = (value: number | undefined, fallback: string) => (value === undefined ? fallback : String(value));
  return {
    ...defaults,
    marketArea: draft.marketArea ?? defaults.marketArea,
    customerId: draft.customerId ?? '',
    direction: draft.direction ?? '',
    meteringPoints: draft.meteringPoints ?? [],
    histRangeStart: shown(draft.histRangeStart, ''),
    histRangeEnd: shown(draft.histRangeEnd, ''),
    product: draft.product ?? '',
    deliveryYears: draft.deliveryYears ?? [],
    currency: draft.currency ?? '',
    actualYearSupplyStart: shown(draft.actualYearSupplyStart, ''),
    cancellationFrom: shown(draft.cancellationFrom, ''),
    cancellationTo: shown(draft.cancellationTo, ''),
    note: draft.note ?? '',
    certificate: draft.ecology?.certificate ?? '',
    energyQuality: draft.ecology?.energyQuality ?? defaults.energyQuality,
    offerDate: shown(draft.offerDate, defaults.offerDate),
    offerHour: number(draft.offerHour, defaults.offerHour),
    offerMinute: number(draft.offerMinute, defaults.offerMinute),
    offerValidityPeriod: number(draft.offerValidityPeriod, defaults.offerValidityPeriod),
  };
}

/**
 * The values with what the loaded lists tell: the type of a continued draft's customer (the type
 * only narrows the list, so a draft does not keep it) and the currency of a customer that has
 * only one. What the user chose stays.
 *
 * @example withLoadedDefaults({ ...values, currency: '' }, { currencies: ['CHF'] }).currency // 'CHF'
 */
export function withLoadedDefaults(values: OfferRequestValues, loaded: { customerType?: CustomerType | undefined; currencies?: readonly Currency[] | undefined }): OfferRequestValues {
  const customerType = values.customerType === '' && loaded.customerType ? loaded.customerType : values.customerType;
  const currency = values.currency === '' && loaded.currencies?.length === 1 ? (loaded.currencies[0] ?? '') : values.currency;
  return customerType === values.customerType && currency === values.currency ? values : { ...values, customerType, currency };
}
