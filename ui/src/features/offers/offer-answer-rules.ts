import type { OfferRow } from '@portal/events/read-contracts';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { isErrorCode } from '@/lib/messages/codes.ts';

// The customer's answer to a released offer as pure rules: whether it may answer, which years
// are left to accept, and what the accept form says before anything is sent.

/**
 * A customer answers a released offer while it is valid; the server decides (OFFER_EXPIRED),
 * the screen only stops offering the buttons once the expiry time has passed.
 */
export function mayAnswer(row: Pick<OfferRow, 'status' | 'offerExpireDateTime'>, now: Date = new Date()): boolean {
  if (row.status !== 'released') return false;
  return row.offerExpireDateTime === null || Date.parse(row.offerExpireDateTime) > now.getTime();
}

/** The delivery years not yet accepted, ascending. */
export function openYears(row: Pick<OfferRow, 'deliveryYears' | 'acceptedYears'>): number[] {
  const accepted = new Set(row.acceptedYears);
  return row.deliveryYears.filter((year) => !accepted.has(year)).sort((a, b) => a - b);
}

/**
 * At least one year (the catalogue's CHOOSE_DELIVERY_YEAR) and the terms ticked.
 *
 * @example acceptErrors([], false) // { years: { key: 'codes.CHOOSE_DELIVERY_YEAR', ... }, termsAccepted: { key: 'offers.answer.termsRequired', ... } }
 */
export function acceptErrors(years: readonly number[], termsAccepted: boolean): FieldErrors {
  return {
    ...(years.length === 0 ? { years: { key: 'codes.CHOOSE_DELIVERY_YEAR', params: {} } } : {}),
    ...(termsAccepted ? {} : { termsAccepted: { key: 'offers.answer.termsRequired', params: {} } }),
  };
}

/** The message key of a refused rejection: the catalogue's text of its code, else the spec's "reject offer failed". */
export const rejectRefusalKey = (code: string | undefined): string => (code && isErrorCode(code) && code !== 'ERR_BAD_RESPONSE' ? `codes.${code}` : 'messages.rejectOfferFailed');
