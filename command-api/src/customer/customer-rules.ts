import { validationError, type CustomerProfile, type CustomerType, type PlatformConfigLists } from '@portal/events';
import {
  asDomainError,
  countryProblem,
  phonePartsProblem,
  problem,
  reservedWordProblem,
  zipCodeProblem,
  type Problem,
} from '@portal/events/validation';

/**
 * The customer rules of spec section 5 that need the platform configuration or compare fields:
 * zip code per country, phone prefix and length, canton of the country, "(auto)", and the firm
 * name a firm needs and a person must not have. Pure: the configuration arrives with the command.
 */

function assertNone(found: Problem | null): void {
  if (found) throw asDomainError(found);
}

type Address = { readonly zipCode: string; readonly country: string; readonly canton?: string };

function assertAddress(config: PlatformConfigLists, address: Address, at: string): void {
  assertNone(countryProblem(config, address.country, `${at}.country`));
  assertNone(zipCodeProblem(config, address.country, address.zipCode, `${at}.zipCode`));
  if (address.canton !== undefined) {
    const states = config.countryInfoAll.find((c) => c.country === address.country)?.states ?? [];
    if (!states.some((s) => s.id === address.canton)) {
      assertNone(problem(`${at}.canton`, `${address.canton} is not a canton or state of ${address.country}`, 'country', { country: address.country }));
    }
  }
}

/** Throws VALIDATION_ERROR (or AUTO_RESERVED_WORD) at the field of the first problem. */
export function assertCustomerProfile(type: CustomerType, profile: CustomerProfile, config: PlatformConfigLists): void {
  if (type === 'FI' && profile.firmname === null) throw validationError('data.firmname', 'a firm customer needs a firm name');
  if (type === 'PR' && profile.firmname !== null) throw validationError('data.firmname', 'a private customer has no firm name');
  if (profile.firmname !== null) assertNone(reservedWordProblem(profile.firmname, 'data.firmname'));
  const { contact, billingAddress } = profile;
  assertNone(reservedWordProblem(contact.name, 'data.contact.name'));
  assertNone(reservedWordProblem(contact.prename, 'data.contact.prename'));
  assertAddress(config, contact, 'data.contact');
  assertNone(phonePartsProblem(config, contact.phoneprefix, contact.phone, 'data.contact.phone'));
  if (billingAddress !== null) {
    if (billingAddress.firmname !== undefined) assertNone(reservedWordProblem(billingAddress.firmname, 'data.billingAddress.firmname'));
    assertAddress(config, billingAddress, 'data.billingAddress');
  }
}

/** Mail addresses compare case-insensitively; the events keep them trimmed and in lower case. */
export function normaliseCustomerProfile<P extends CustomerProfile>(profile: P): P {
  return { ...profile, contact: { ...profile.contact, mail: profile.contact.mail.trim().toLowerCase() } };
}
