// The one formatting module of the UI (spec section 9): numbers, dates and units.
export { Decimal, round, toDecimal, type NumberInput } from './decimal.ts';
export { DECIMAL_SEPARATOR, formatKind, formatNumber, GROUP_SEPARATOR, parseNumber, type NumberKind } from './number.ts';
export { DATE_FORMAT, DATE_TIME_FORMAT, DATE_TIME_SECONDS_FORMAT, formatDate, formatDateTime, formatTimestamp, isoToZurichInput, parseDate, zurichInputToIso } from './date.ts';
export * from './units.ts';
export { formatPhone, phoneHref } from './phone.ts';
