import { commonErrorCodes } from './core/error-codes.ts';
import { customerErrorCodes } from './customer/customer-errors.ts';
import { identityErrorCodes } from './identity/identity-errors.ts';
import { loadProfileErrorCodes } from './load-profile/load-profile-errors.ts';
import { mailErrorCodes } from './mail/mail-errors.ts';
import { marketErrorCodes } from './market/market-errors.ts';
import { offerErrorCodes } from './offer/offer-errors.ts';
import { salesPartnerErrorCodes } from './sales-partner/sales-partner-errors.ts';
import { userErrorCodes } from './user/user-errors.ts';

// The spec's codes of areas not built yet (procurement strategies, interface jobs): the UI has
// their texts already; the area that answers them takes them over.
const comingErrorCodes = [
  'STRATEGY_NETTED_HEDGE',
  'STRATEGY_PROC_STRAT_ALREADY_SETTLED',
  'STRATEGY_CHANGE_NOT_POSSIBLE',
  'STRATEGY_TRANCHE_IS_PROCESSING',
  'STRATEGY_WEIGHT_TOO_HIGH',
  'STRATEGY_PROC_STRAT_STILL_PROCESSING',
  'TRANCHE_PROCESSING',
  'NO_VARIABLE_ADD_ON_POSSIBLE',
  'PROPOSAL_NOT_ACTUAL_ANYMORE',
  'AUTHORIZATION_NOT_BEFORE_PROCUREMENT_DATE',
  'MULTIPLICATOR_CANNOT_BE_AUTHORIZED',
  'TOO_MANY_ADDRESS_CHANGE_JOBS',
  'OPEN_CONTRACT_CHANGE',
  'OPEN_INTERFACE_JOBS',
  'REQUEST_ALREADY_EXISTS',
  'DELTA_CHANGE',
] as const;

/**
 * The error catalogue of spec section 8, from the areas: each area's `<area>-errors.ts` lists
 * the codes its deciders and routes may answer beyond the common ones, and adds one line here.
 * Browser-safe (`@portal/events/error-codes`): the UI's texts are keyed by `ErrorCode`, and
 * `command-api/src/error-codes.spec.ts` fails when an area answers a code its list lacks.
 *
 * @example errorCodeAreas.offer.includes('OFFER_EXPIRED') // true
 */
export const errorCodeAreas = {
  common: commonErrorCodes,
  identity: identityErrorCodes,
  user: userErrorCodes,
  customer: customerErrorCodes,
  mail: mailErrorCodes,
  salesPartner: salesPartnerErrorCodes,
  loadProfile: loadProfileErrorCodes,
  market: marketErrorCodes,
  offer: offerErrorCodes,
  coming: comingErrorCodes,
} as const;

export type ErrorCodeArea = keyof typeof errorCodeAreas;
export type ErrorCode = (typeof errorCodeAreas)[ErrorCodeArea][number];

/** Every code of the catalogue, once. */
export const errorCodes: readonly ErrorCode[] = [...new Set(Object.values(errorCodeAreas).flat())];

const known: ReadonlySet<string> = new Set(errorCodes);

export function isErrorCode(code: string): code is ErrorCode {
  return known.has(code);
}
