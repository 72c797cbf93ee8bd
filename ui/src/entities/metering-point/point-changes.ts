import type { CommandData } from '@portal/events/commands';
import type { MeteringAddress } from '@portal/events/metering-point-fields';
import { NewYearlyConsumption } from '@portal/events/validation';
import { collectFieldErrors, type FieldErrors, type FieldMessage } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';
import { formatDate, parseDate, parseNumber } from '@/lib/format/index.ts';
import { type AddressDraft, addressErrors, addressOf, codeCheck, dateCheck, normalizeCode, quantityCheck } from './point-draft.ts';

// The changes of one point the detail page offers (spec section 2: address change, annual
// quantity, delivery period, interruption, meter change): their form values, own checks and
// command data. Dates are typed as dd.mm.yyyy and sent as yyyy-mm-dd.

/** Which point a change is about. */
export interface PointKey {
  code: string;
  direction: 'CONS' | 'PROD';
}

/** A stored date (yyyy-mm-dd or null) as the date fields show it. */
export const dateInput = (value: string | null | undefined): string => (value ? formatDate(value) : '');

const iso = (input: string): string | null => (input.trim() === '' ? null : parseDate(input));

/** Both ends given and the end before the start. */
function orderCheck(from: string, to: string): FieldMessage | null {
  const start = iso(from);
  const end = iso(to);
  return start !== null && end !== null && end < start ? { key: 'meteringPoints.errors.periodOrder', params: {} } : null;
}

export function addressChangeErrors(address: AddressDraft, validFrom: string, config: RuleLists): FieldErrors {
  return collectFieldErrors({ ...addressErrors(address, config, 'address'), validFrom: dateCheck(validFrom) });
}

export function addressChangeData(point: PointKey, address: AddressDraft, validFrom: string): CommandData<'ChangeMeteringPointAddress'> {
  return { ...point, address: addressOf(address), validFrom: iso(validFrom) ?? '' };
}

/** The address a point has, as the form's starting values. */
export const addressDraftOf = (address: MeteringAddress): AddressDraft => ({ ...address });

export function quantityChangeErrors(quantity: string, validFrom: string): FieldErrors {
  return collectFieldErrors({ yearlyQuantityKwh: quantityCheck(quantity, NewYearlyConsumption), validFrom: dateCheck(validFrom) });
}

export function quantityChangeData(point: PointKey, quantity: string, validFrom: string): CommandData<'ChangeYearlyQuantity'> {
  return { ...point, yearlyQuantityKwh: parseNumber(quantity) ?? quantity, validFrom: iso(validFrom) ?? '' };
}

/** A period whose ends may stay open (empty); the end not before the start. */
export function periodErrors(from: string, to: string, names: readonly [string, string]): FieldErrors {
  return collectFieldErrors({
    [names[0]]: dateCheck(from, { optional: true }),
    [names[1]]: dateCheck(to, { optional: true }) ?? orderCheck(from, to),
  });
}

export function deliveryPeriodData(point: PointKey, from: string, to: string): CommandData<'ChangeDeliveryPeriod'> {
  return { ...point, deliveryFrom: iso(from), deliveryTo: iso(to) };
}

/** An interruption needs both ends; clearing sends none (`interruptionData(point, null)`). */
export function interruptionErrors(from: string, to: string): FieldErrors {
  return collectFieldErrors({ from: dateCheck(from), to: dateCheck(to) ?? orderCheck(from, to) });
}

export function interruptionData(point: PointKey, period: { from: string; to: string } | null): CommandData<'SetInterruption'> {
  return { ...point, from: period ? iso(period.from) : null, to: period ? iso(period.to) : null };
}

/** A meter change: a valid code other than the old one (spec section 5), and its date. */
export function replaceMeterErrors(oldCode: string, newCode: string, validFrom: string): FieldErrors {
  const same = normalizeCode(newCode) === oldCode ? { key: 'meteringPoints.errors.sameCode', params: {} } : null;
  return collectFieldErrors({ newCode: codeCheck(newCode) ?? same, validFrom: dateCheck(validFrom) });
}

export function replaceMeterData(point: PointKey, newCode: string, validFrom: string): CommandData<'ReplaceMeter'> {
  return { ...point, newCode: normalizeCode(newCode), validFrom: iso(validFrom) ?? '' };
}
