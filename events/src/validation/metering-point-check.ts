import type { PlatformConfigLists } from '../platform-config/config-lists.ts';
import type { IdentifierCheck } from '../read-contracts/metering-point-rows.ts';
import { countryProblem, marketAreaProblem, meteringPointProblem, xCodeProblem } from './config-rules.ts';
import { isValidEic, isValidMalo } from './identifiers.ts';
import { problem, type Problem } from './problem.ts';

/**
 * The whole check of a metering point code (issue 11 point 1), run by the form as the user types
 * (`GET /api/meteringpoints/check`) and by `RegisterMeteringPoints` for every point: the country
 * rule's pattern for country, state and market area (`meteringPointProblem`), the state active
 * where the rules name states, and, beyond the patterns, the real structure of the code's kind
 * (DOMAIN.md "Identifiers and their checks"). Unlike the single-problem rules it lists every
 * problem it finds, each naming its rule.
 */

type Config = Pick<PlatformConfigLists, 'configCountries' | 'countriesMarketareasRules' | 'countryInfoAll' | 'marketareasAllObj' | 'configMeteringPointType'>;

export type IdentifierKind = IdentifierCheck['kind'];

export interface MeteringPointCandidate {
  readonly code: string;
  readonly country?: string;
  readonly state?: string;
  readonly marketArea?: string;
  readonly direction?: string;
}

/** Where each part of a candidate sits in the caller's data: the check route answers `code`, a command `data.points.3.code`. */
export type CandidateFields = Record<keyof MeteringPointCandidate, string>;

const plainFields: CandidateFields = { code: 'code', country: 'country', state: 'state', marketArea: 'marketArea', direction: 'direction' };

// MeLo (DE) and Swiss metering point: country, 6-digit network operator, 5-digit postcode or zeros, 20 upper-case alphanumerics.
const thirtyThree = /^(DE|CH)[0-9]{6}[0-9]{5}[0-9A-Z]{20}$/;
const eicShape = /^[0-9]{2}[A-Z][0-9A-Z-]{12}[0-9A-Z-]$/;

/**
 * What a code looks like it is meant to be, also while it is being typed: digits are a MaLo-ID,
 * `DE`/`CH` and letters or digits a 33-character point, 16 characters with a letter third an EIC.
 *
 * @example kindOf('4137355') // 'MALO'
 */
export function kindOf(code: string): IdentifierKind {
  if (/^[0-9]{1,11}$/.test(code)) return 'MALO';
  if (code.length === 16 && eicShape.test(code)) return 'EIC';
  if (/^DE[0-9A-Z]*$/.test(code) && code.length <= 33) return 'MELO';
  if (/^CH[0-9A-Z]*$/.test(code) && code.length <= 33) return 'CH';
  return 'OTHER';
}

/** The structure and check character of the code's kind; OTHER has none beyond the country rule. */
function structureProblem(kind: IdentifierKind, code: string, field: string): Problem | null {
  switch (kind) {
    case 'MALO':
      if (!/^[1-9][0-9]{10}$/.test(code)) return problem(field, `${code} is not a market location ID: 11 digits, the first 1 to 9`, 'meteringPointMaloLength', { code });
      return isValidMalo(code) ? null : problem(field, `${code} has a wrong check digit`, 'meteringPointCheckDigit', { code });
    case 'MELO':
    case 'CH':
      return thirtyThree.test(code)
        ? null
        : problem(field, `${code} is not a ${kind === 'CH' ? 'Swiss metering point' : 'metering location ID'}: ${code.slice(0, 2)}, 6-digit operator number, 5-digit postcode, 20 letters or digits`, 'meteringPointStructure', { code, kind });
    case 'EIC':
      return isValidEic(code) ? null : problem(field, `${code} has a wrong EIC check character`, 'eicCheck', { code });
    case 'OTHER':
      return null;
  }
}

/** The state is one of the country's, and where the country's rules for the market area name states, an active rule names this one. */
function stateProblems(config: Config, candidate: MeteringPointCandidate, field: string): Problem[] {
  const { country, state, marketArea } = candidate;
  if (country === undefined || state === undefined) return [];
  const states = config.countryInfoAll.find((c) => c.country === country)?.states ?? [];
  if (!states.some((s) => s.id === state)) return [problem(field, `${state} is not a canton or state of ${country}`, 'countryState', { state, country })];
  const rules = config.countriesMarketareasRules.filter((r) => r.country === country && (marketArea === undefined || r.marketArea === marketArea));
  const perState = rules.filter((r) => r.state !== null);
  if (perState.length === 0) return [];
  const open = rules.some((r) => r.active && (r.state === null || r.state === state));
  return open ? [] : [problem(field, `${state} is not an active state for metering points of ${marketArea ?? country}`, 'meteringPointState', { state, marketArea: marketArea ?? country })];
}

/**
 * Every problem of one candidate, at the caller's field paths; empty when the code is valid.
 * Without a market area the active areas of the country (or all) are tried.
 *
 * @example
 * meteringPointProblems(config, { code: '41373559241', country: 'DE', state: 'BY', marketArea: 'DE-TENNET' }) // []
 */
export function meteringPointProblems(config: Config, candidate: MeteringPointCandidate, fields: CandidateFields = plainFields): Problem[] {
  const { code, country, state, marketArea, direction } = candidate;
  const found: (Problem | null)[] = [];
  if (country !== undefined) found.push(countryProblem(config, country, fields.country));
  if (marketArea !== undefined) found.push(marketAreaProblem(config, marketArea, fields.marketArea));
  found.push(...stateProblems(config, candidate, fields.state));
  if (direction !== undefined && !config.configMeteringPointType.some((t) => t.code === direction)) {
    found.push(problem(fields.direction, `${direction} is not a metering point type (CONS or PROD)`, 'meteringPointType', { direction }));
  }
  const marketAreas = marketArea !== undefined ? [marketArea] : config.marketareasAllObj.filter((a) => a.active && (country === undefined || a.country === country)).map((a) => a.id);
  const rule = meteringPointProblem(config, { marketAreas, country, state }, code, fields.code, { checkDigit: false });
  found.push(rule);
  // The placeholder says all there is to say about a code; otherwise its structure adds to the rule.
  if (rule?.key !== 'errorInfo.meteringPointPlaceholder') found.push(structureProblem(kindOf(code), code, fields.code));
  return found.filter((p): p is Problem => p !== null);
}

const answer = (kind: IdentifierKind, problems: Problem[]): IdentifierCheck => ({
  valid: problems.length === 0,
  kind,
  problems: problems.map(({ code, field, message, key }) => ({ code, field, message, key })),
});

/**
 * The answer of `GET /api/meteringpoints/check`.
 *
 * @example
 * checkMeteringPoint(config, { code: '41373559242', country: 'DE' })
 * // { valid: false, kind: 'MALO', problems: [{ code: 'VALIDATION_ERROR', field: 'code', key: 'errorInfo.meteringPointCheckDigit', ... }] }
 */
export function checkMeteringPoint(config: Config, candidate: MeteringPointCandidate): IdentifierCheck {
  return answer(kindOf(candidate.code), meteringPointProblems(config, candidate));
}

/**
 * The answer of `GET /api/xcodes/check`: an X-code of an active country rule with its ENTSO-E
 * check character. A code of another EIC type (Y area, Z point) is told apart by `xCode`.
 *
 * @example checkXCode(config, '10XCH-SWISSGRIDC') // { valid: true, kind: 'EIC', problems: [] }
 */
export function checkXCode(config: Config, code: string): IdentifierCheck {
  const kind: IdentifierKind = code.length === 16 && eicShape.test(code) ? 'EIC' : 'OTHER';
  const found = xCodeProblem(config, undefined, code, 'code');
  // A code that fails the pattern but is an EIC of another type still gets its character checked.
  const extra = found?.key === 'errorInfo.xCode' && kind === 'EIC' ? structureProblem('EIC', code, 'code') : null;
  return answer(kind, [found, extra].filter((p): p is Problem => p !== null));
}
