import { DomainError } from '../core/errors.ts';

/** The catalogue codes (spec section 8) a validation rule can answer with. */
export type ProblemCode = 'VALIDATION_ERROR' | 'AUTO_RESERVED_WORD';

/**
 * What a rule found wrong. `field` is the path the API answers with ("data.address.zipCode");
 * `message` is the English text the API sends; `key` and `params` let the UI translate the same
 * finding at the field (`t(problem.key, problem.params)`).
 *
 * @example
 * const problem = zipCodeProblem(config, 'CH', '80331', 'data.address.zipCode');
 * if (problem) throw asDomainError(problem); // API
 * if (problem) setFieldError(problem.field, t(problem.key, problem.params)); // UI
 */
export interface Problem {
  code: ProblemCode;
  field: string;
  message: string;
  key: `errorInfo.${ProblemRule}`;
  params: Record<string, string | number>;
}

/** Every rule name a problem can carry; the UI's catalogues need `errorInfo.<rule>` for each. */
export const problemKeys = [
  'country',
  'zipCode',
  'zipCodeOfCountry',
  'phonePrefixUnknown',
  'phoneLength',
  'marketArea',
  'xCode',
  'xCodeCheck',
  'meteringPoint',
  'meteringPointPlaceholder',
  'meteringPointCheckDigit',
  'meteringPointMaloLength',
  'meteringPointStructure',
  'meteringPointState',
  'meteringPointType',
  'meteringPointDuplicate',
  'meteringPointExists',
  'meteringPointAddress',
  'meteringPointDirection',
  'meteringPointNewCode',
  'declaredTotals',
  'deliveryPeriod',
  'interruptionPeriod',
  'countryState',
  'eicCheck',
  'reservedWord',
  'passwordRepeat',
  'feeRange',
  'duplicate',
  'required',
  'rolloutYear',
  'rolloutYearOrder',
  'rolloutYearsMax',
  'historyRange',
  'historyEnergy',
] as const;
export type ProblemRule = (typeof problemKeys)[number];

export function problem(field: string, message: string, rule: ProblemRule, params: Problem['params'] = {}, code: ProblemCode = 'VALIDATION_ERROR'): Problem {
  return { code, field, message, key: `errorInfo.${rule}`, params };
}

/** The API's side: a problem becomes the 400 the error handler answers with. */
export function asDomainError(found: Problem): DomainError {
  return new DomainError(found.code, 400, found.message, { field: found.field });
}

/** The first problem of several checks, in the order given; null when all pass. */
export function firstProblem(...checks: (Problem | null)[]): Problem | null {
  return checks.find((p) => p !== null) ?? null;
}
