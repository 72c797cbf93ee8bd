import type { PlatformConfigLists, SalesPartnerProfile } from '@portal/events';
import {
  asDomainError,
  countryProblem,
  duplicateProblem,
  marketAreaProblem,
  meteringPointProblem,
  phoneProblem,
  reservedWordProblem,
  xCodeProblem,
  zipCodeProblem,
  type Problem,
} from '@portal/events/validation';

/**
 * The rules of spec section 5 that depend on the platform configuration: zip codes per country,
 * phone prefixes and lengths, market areas, X-codes and metering point codes. Pure: the
 * configuration arrives with the command. The rules themselves are the shared ones of
 * `@portal/events/validation`, which the UI's forms run too.
 */

/** Host names compare case-insensitively; the events store them in lower case. */
export function normaliseProfile<P extends SalesPartnerProfile>(profile: P): P {
  return { ...profile, domains: profile.domains.map((d) => d.toLowerCase()) };
}

function assertNone(found: Problem | null): void {
  if (found) throw asDomainError(found);
}

/** Throws VALIDATION_ERROR (or AUTO_RESERVED_WORD) with the field path of the first problem. */
export function assertProfile(profile: SalesPartnerProfile, config: PlatformConfigLists): void {
  assertNone(reservedWordProblem(profile.name, 'data.name'));
  assertNone(duplicateProblem(profile.domains, 'data.domains', 'host name'));

  const { country } = profile.address;
  assertNone(countryProblem(config, country, 'data.address.country'));
  assertNone(zipCodeProblem(config, country, profile.address.zipCode, 'data.address.zipCode'));
  // The contact address carries no country: any active country's zip pattern will do.
  assertNone(zipCodeProblem(config, undefined, profile.contact.zipCode, 'data.contact.zipCode'));
  assertNone(phoneProblem(config, profile.phone, 'data.phone'));
  assertNone(phoneProblem(config, profile.contact.phone, 'data.contact.phone'));

  assertNone(duplicateProblem(profile.marketAreas, 'data.marketAreas', 'market area'));
  profile.marketAreas.forEach((id, i) => assertNone(marketAreaProblem(config, id, `data.marketAreas.${i}`)));

  for (const key of ['balanceGroup', 'supplier'] as const) {
    const code = profile.xCode[key];
    if (code !== undefined) assertNone(xCodeProblem(config, country, code, `data.xCode.${key}`));
  }

  const supply = profile.basicSupply;
  if (supply.marketArea !== undefined && !profile.marketAreas.includes(supply.marketArea)) {
    assertNone({
      code: 'VALIDATION_ERROR',
      field: 'data.basicSupply.marketArea',
      message: `${supply.marketArea} is not one of the partner's market areas`,
      key: 'errorInfo.marketArea',
      params: { marketArea: supply.marketArea },
    });
  }
  // A metering point must fit a rule of the basic-supply market area, or of one of the partner's.
  const marketAreas = supply.marketArea !== undefined ? [supply.marketArea] : profile.marketAreas;
  for (const key of ['consumptionMeteringPoint', 'productionMeteringPoint'] as const) {
    const code = supply[key];
    if (code !== undefined) assertNone(meteringPointProblem(config, { marketAreas }, code, `data.basicSupply.${key}`));
  }
}
