import { DomainError, type PlatformConfigLists, type RegisterMeteringPoints } from '@portal/events';
import { marketAreaProblem, meteringPointProblems, problem, zipCodeProblem, type Problem } from '@portal/events/validation';
import { Decimal, toDecimal } from '@portal/events/units';

/**
 * The rules of spec section 5 between the points of one `RegisterMeteringPoints`, checked in one
 * pass before any stream is read: the market area, each point against the country rules
 * (`meteringPointProblems`) and its zip code, the declared direction, duplicates and one address
 * per code within the batch, the delivery dates, and the yearly sums against the declared
 * totals. What needs stored data (a code registered before, its other direction's address, the
 * customer) is the decider's and the handler's.
 */

/** The most problems one refusal lists; the count says how many there were. */
export const maxListedProblems = 100;

/** Spec section 5: the yearly sums lie within 5 % of the declared totals. */
export const declaredTotalsTolerance = new Decimal('0.05');

export interface RegistrationProblems {
  readonly problems: readonly Problem[];
  readonly count: number;
}

const pointFields = (i: number) => ({
  code: `data.points.${i}.code`,
  country: `data.points.${i}.address.country`,
  state: `data.points.${i}.address.countryState`,
  marketArea: 'data.marketArea',
  direction: `data.points.${i}.direction`,
});

/**
 * Every problem of the batch in point order (the first `maxListedProblems`), and their count.
 *
 * @example
 * registrationProblems(config, { customerId: '100001', marketArea: 'CH', declared: 'CONS', source: 'FORM', points: [point] })
 * // { problems: [], count: 0 }
 */
export function registrationProblems(config: PlatformConfigLists, command: RegisterMeteringPoints): RegistrationProblems {
  const problems: Problem[] = [];
  let count = 0;
  const report = (found: Problem | null) => {
    if (!found) return;
    count += 1;
    if (problems.length < maxListedProblems) problems.push(found);
  };
  const area = marketAreaProblem(config, command.marketArea, 'data.marketArea');
  // Without a valid market area no point can be judged: one problem says it all.
  if (area) return { problems: [area], count: 1 };

  const seen = new Map<string, number>();
  const addressOf = new Map<string, { index: number; key: string }>();
  const sums = { CONS: new Decimal(0), PROD: new Decimal(0) };
  command.points.forEach((point, i) => {
    const { code, direction, address } = point;
    const at = `data.points.${i}`;
    for (const found of meteringPointProblems(config, { code, country: address.country, state: address.countryState, marketArea: command.marketArea, direction }, pointFields(i))) {
      report(found);
    }
    report(zipCodeProblem(config, address.country, address.zipCode, `${at}.address.zipCode`));
    if (command.declared !== 'BOTH' && direction !== command.declared) {
      const declared = command.declared === 'CONS' ? 'consumption' : 'production';
      report(problem(`${at}.direction`, `only ${declared} points were declared, ${code} is ${direction}`, 'meteringPointDirection', { code, direction, declared: command.declared }));
    }
    const key = `${code}-${direction}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else report(problem(`${at}.code`, `${code} (${direction}) is listed twice (also as point ${first + 1})`, 'meteringPointDuplicate', { code, direction, first: first + 1 }));
    const addressKey = [address.street, address.streetNr, address.zipCode, address.place, address.country, address.countryState].join('\u0000');
    const known = addressOf.get(code);
    if (!known) addressOf.set(code, { index: i, key: addressKey });
    else if (known.key !== addressKey) {
      report(problem(`${at}.address.street`, `${code} has another address than as point ${known.index + 1}`, 'meteringPointAddress', { code, first: known.index + 1 }));
    }
    if (point.deliveryFrom !== undefined && point.deliveryTo !== undefined && point.deliveryTo < point.deliveryFrom) {
      report(problem(`${at}.deliveryTo`, 'the delivery ends before it starts', 'deliveryPeriod', { from: point.deliveryFrom, to: point.deliveryTo }));
    }
    sums[direction] = sums[direction].plus(toDecimal(point.yearlyQuantityKwh));
  });
  const totals = command.declaredTotals;
  if (totals?.consKwh !== undefined) report(totalProblem('consKwh', sums.CONS, totals.consKwh));
  if (totals?.prodKwh !== undefined) report(totalProblem('prodKwh', sums.PROD, totals.prodKwh));
  return { problems, count };
}

function totalProblem(which: 'consKwh' | 'prodKwh', sum: Decimal, declaredKwh: string): Problem | null {
  const declared = toDecimal(declaredKwh);
  if (sum.minus(declared).abs().lte(declared.times(declaredTotalsTolerance))) return null;
  const direction = which === 'consKwh' ? 'consumption' : 'production';
  return problem(`data.declaredTotals.${which}`, `the points' yearly ${direction} of ${sum.toFixed()} kWh is not within 5 % of the declared ${declared.toFixed()} kWh`, 'declaredTotals', {
    sum: sum.toFixed(),
    declared: declared.toFixed(),
  });
}

/**
 * The refusal of a batch: the first problem's code, field and message, and in `details` the
 * listed problems (field, message, key) with their count, so a CSV import cites every line.
 */
export function registrationRefusal({ problems, count }: RegistrationProblems): DomainError | null {
  const first = problems[0];
  if (!first) return null;
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return new DomainError(first.code, 400, `${first.message}${more}`, {
    field: first.field,
    details: { key: first.key, problems: problems.map(({ field, message, key }) => ({ field, message, key })), problemCount: count },
  });
}
