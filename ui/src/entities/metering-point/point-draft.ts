import type { CommandData } from '@portal/events/commands';
import { type MeteringAddress, MeteringCode, type MeteringDirection } from '@portal/events/metering-point-fields';
import { type NewYearlyConsumption, Place, Street, StreetNr, YearlyConsumption, zipCodeProblem } from '@portal/events/validation';
import Value from 'typebox/value';
import { choiceCheck, fromRule, required, schemaCheck } from '@/components/forms/field-checks.ts';
import { collectFieldErrors, type FieldErrors, type FieldMessage } from '@/components/forms/field-errors.ts';
import type { RuleLists } from '@/lib/config-select.ts';
import { parseDate, parseNumber } from '@/lib/format/index.ts';

// The metering point forms' values (strings while editing), their own checks and the command
// data they become. The paths are the command's (`points.0.code`, `address.zipCode`), so a
// refusal of the API lands at the field it names.

export interface AddressDraft {
  street: string;
  streetNr: string;
  place: string;
  zipCode: string;
  country: '' | MeteringAddress['country'];
  countryState: string;
}

export interface PointDraft {
  customerId: string;
  marketArea: string;
  code: string;
  direction: '' | MeteringDirection;
  /** As typed, Swiss format allowed (`12'000.5`). */
  yearlyQuantity: string;
  address: AddressDraft;
}

export const emptyAddressDraft: AddressDraft = { street: '', streetNr: '', place: '', zipCode: '', country: '', countryState: '' };

export const emptyPointDraft = (customerId = ''): PointDraft => ({ customerId, marketArea: '', code: '', direction: '', yearlyQuantity: '', address: emptyAddressDraft });

const invalid = (key: string): FieldMessage => ({ key, params: {} });

/** Codes are upper case without spaces; what users paste often is not. */
export const normalizeCode = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

/** A code as the field holds it: the schema's letters and digits, or its text. */
export const codeCheck = (code: string): FieldMessage | null => schemaCheck(MeteringCode, normalizeCode(code), 'meteringPoints.errors.code');

/** A quantity as typed → its decimal string, checked against `schema` (greater than 1, or than 0 for a change). */
export function quantityCheck(input: string, schema: typeof YearlyConsumption | typeof NewYearlyConsumption = YearlyConsumption): FieldMessage | null {
  if (input.trim() === '') return required;
  const value = parseNumber(input);
  return value !== null && Value.Check(schema, value) ? null : invalid(schema === YearlyConsumption ? 'meteringPoints.errors.yearlyQuantity' : 'meteringPoints.errors.newYearlyQuantity');
}

/** A date as typed (dd.mm.yyyy) → yyyy-mm-dd, or its error. */
export function dateCheck(input: string, options: { optional?: boolean } = {}): FieldMessage | null {
  if (input.trim() === '') return options.optional ? null : required;
  return parseDate(input) === null ? invalid('meteringPoints.errors.date') : null;
}

/** The cantons or Länder of a country (platform configuration). */
export function statesOf(config: RuleLists, country: string): { id: string; name: string }[] {
  return config.countryInfoAll.find((c) => c.country === country)?.states ?? [];
}

/** The address block's errors, its paths under `prefix`. */
export function addressErrors(address: AddressDraft, config: RuleLists, prefix: string): Record<string, FieldMessage | null> {
  const zipCode = address.zipCode.trim();
  return {
    [`${prefix}.street`]: schemaCheck(Street, address.street, 'errorInfo.text'),
    [`${prefix}.streetNr`]: schemaCheck(StreetNr, address.streetNr, 'errorInfo.text'),
    [`${prefix}.country`]: choiceCheck(address.country),
    [`${prefix}.countryState`]: choiceCheck(address.countryState),
    [`${prefix}.zipCode`]: zipCode === '' ? required : address.country === '' ? null : fromRule(zipCodeProblem(config, address.country, zipCode, 'zipCode')),
    [`${prefix}.place`]: schemaCheck(Place, address.place, 'errorInfo.text'),
  };
}

/**
 * The API's refusals of these commands name their field but carry their rule only in the
 * (English) message: shown at the field with it, rather than a bare "invalid input".
 */
export const refusalOverrides: Readonly<Record<string, string>> = { VALIDATION_ERROR: 'meteringPoints.errors.refused' };

/** The path prefix of the one point a form registers. */
export const POINT = 'points.0';

/**
 * The new point form's own findings; the code's country rules and check digit are the
 * server's (the inline check shows them as the user types, the command refuses them).
 */
export function pointDraftErrors(draft: PointDraft, config: RuleLists): FieldErrors {
  return collectFieldErrors({
    customerId: choiceCheck(draft.customerId),
    marketArea: choiceCheck(draft.marketArea),
    [`${POINT}.code`]: codeCheck(draft.code),
    [`${POINT}.direction`]: choiceCheck(draft.direction),
    [`${POINT}.yearlyQuantityKwh`]: quantityCheck(draft.yearlyQuantity),
    ...addressErrors(draft.address, config, `${POINT}.address`),
  });
}

/** The address as the commands take it (call after the checks passed). */
export function addressOf(address: AddressDraft): MeteringAddress {
  return {
    street: address.street.trim(),
    streetNr: address.streetNr.trim(),
    place: address.place.trim(),
    zipCode: address.zipCode.trim(),
    country: address.country === '' ? 'CH' : address.country,
    countryState: address.countryState,
  };
}

/**
 * RegisterMeteringPoints with the form's one point: declared is its own direction, the source
 * the form (call after the checks passed).
 */
export function registerData(draft: PointDraft): CommandData<'RegisterMeteringPoints'> {
  const direction = draft.direction === '' ? 'CONS' : draft.direction;
  return {
    customerId: draft.customerId.trim(),
    marketArea: draft.marketArea,
    declared: direction,
    source: 'FORM',
    points: [{ code: normalizeCode(draft.code), direction, yearlyQuantityKwh: parseNumber(draft.yearlyQuantity) ?? draft.yearlyQuantity, address: addressOf(draft.address) }],
  };
}
