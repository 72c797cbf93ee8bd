import type { PlatformConfigLists } from '../platform-config/config-lists.ts';
import { isValidEic, isValidMalo } from './identifiers.ts';
import { problem, type Problem } from './problem.ts';

/**
 * The rules of spec section 5 that depend on the platform configuration: countries, zip codes,
 * phone prefixes, market areas, X-codes and metering point codes. Each takes the configuration
 * lists (the UI has them from getConfigSelect, the API from the command) and answers a problem
 * or null; none throws.
 */

type Config = Pick<PlatformConfigLists, 'configCountries' | 'countriesMarketareasRules' | 'countryInfoAll' | 'marketareasAllObj'>;

// Patterns come from the configuration, which ajv checked with `format: 'regex'`; `u` as in ajv.
// Compiled once per pattern: an import checks 10,000 codes against the same few rules.
const compiled = new Map<string, RegExp>();
function matches(pattern: string, value: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    if (compiled.size > 500) compiled.clear();
    regex = new RegExp(pattern, 'u');
    compiled.set(pattern, regex);
  }
  return regex.test(value);
}

/** The active country rules, of one country when given. */
const activeRules = (config: Config, country?: string) =>
  config.countriesMarketareasRules.filter((r) => r.active && (country === undefined || r.country === country));

export function countryProblem(config: Config, country: string, field: string): Problem | null {
  return config.configCountries.some((c) => c.id === country && c.active) ? null : problem(field, `${country} is not an active country`, 'country', { country });
}

/** Without a country (a contact address has none) any active country's pattern will do. */
export function zipCodeProblem(config: Config, country: string | undefined, zipCode: string, field: string): Problem | null {
  if (activeRules(config, country).some((r) => matches(r.regex_zipcode, zipCode))) return null;
  return country === undefined
    ? problem(field, `${zipCode} is not a zip code`, 'zipCode', { zipCode })
    : problem(field, `${zipCode} is not a zip code of ${country}`, 'zipCodeOfCountry', { zipCode, country });
}

const knownPrefixes = (config: Config) =>
  config.countryInfoAll.flatMap((c) => c.phonePrefixes).sort((a, b) => b.phoneprefix.length - a.phoneprefix.length);

/** A prefix from the configuration and, after it, a digit count within that prefix's bounds. */
export function phonePartsProblem(config: Config, prefix: string, number: string, field: string): Problem | null {
  const prefixes = knownPrefixes(config);
  const rule = prefixes.find((p) => p.phoneprefix === prefix);
  if (!rule) {
    const known = prefixes.map((p) => p.phoneprefix).join(', ');
    return problem(field, `${field} has an unknown prefix (known: ${known})`, 'phonePrefixUnknown', { prefix, known });
  }
  const digits = number.replaceAll(' ', '').length;
  if (digits >= rule.phonelengthMin && digits <= rule.phonelengthMax) return null;
  const { phonelengthMin: min, phonelengthMax: max } = rule;
  const range = min === max ? `${min}` : `${min} to ${max}`;
  return problem(field, `${field} needs ${range} digits after ${prefix}`, 'phoneLength', { prefix, min, max });
}

/** "+41 44 123 45 67" in one field: the longest known prefix it starts with, then its length rule. */
export function phoneProblem(config: Config, phone: string, field: string): Problem | null {
  const compact = phone.replaceAll(' ', '');
  const rule = knownPrefixes(config).find((p) => compact.startsWith(p.phoneprefix));
  const prefix = rule?.phoneprefix ?? compact.slice(0, Math.min(compact.length, 5));
  return phonePartsProblem(config, prefix, compact.slice(rule ? prefix.length : compact.length), field);
}

export function marketAreaProblem(config: Config, marketArea: string, field: string): Problem | null {
  if (config.marketareasAllObj.some((a) => a.id === marketArea && a.active)) return null;
  return problem(field, `${marketArea} is not an active market area`, 'marketArea', { marketArea });
}

/**
 * An X-code (EIC of a party) matches an active rule of the country (any country when undefined)
 * and carries a correct check character. `checkCharacter: false` keeps the pattern only, for
 * data recorded before the check existed.
 */
export function xCodeProblem(config: Config, country: string | undefined, code: string, field: string, options = { checkCharacter: true }): Problem | null {
  if (!activeRules(config, country).some((r) => matches(r.regexXCode, code))) return problem(field, `${code} is not an X-code`, 'xCode', { code });
  if (options.checkCharacter && !isValidEic(code)) return problem(field, `${code} has a wrong check character`, 'xCodeCheck', { code });
  return null;
}

export interface MeteringPointScope {
  /** The market areas the point may belong to (one, or all of a partner's). */
  marketAreas: readonly string[];
  country?: string;
  /** Canton or state; rules without a state apply to all. */
  state?: string;
}

/**
 * A metering point code matches an active rule of its country, state and market area; the
 * template's placeholder ending in TEST is refused; an 11-digit German market location ID must
 * carry its check digit unless `checkDigit: false` (data recorded before the check existed).
 */
export function meteringPointProblem(config: Config, scope: MeteringPointScope, code: string, field: string, options = { checkDigit: true }): Problem | null {
  if (code.toUpperCase().endsWith('TEST')) return problem(field, `${code} is the template's placeholder, not a metering point`, 'meteringPointPlaceholder', { code });
  const rules = activeRules(config, scope.country).filter(
    (r) => scope.marketAreas.includes(r.marketArea) && (r.state === null || scope.state === undefined || r.state === scope.state),
  );
  const fitting = rules.filter((r) => matches(r.regex_meteringpoint, code));
  const areas = scope.marketAreas.join(', ');
  if (fitting.length === 0) return problem(field, `${code} is not a metering point of ${areas}`, 'meteringPoint', { code, marketAreas: areas });
  const german = fitting.some((r) => r.country === 'DE');
  if (options.checkDigit && german && /^[0-9]{11}$/.test(code) && !isValidMalo(code)) {
    return problem(field, `${code} has a wrong check digit`, 'meteringPointCheckDigit', { code });
  }
  return null;
}
