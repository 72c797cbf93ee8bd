import type { LoadProfileLimits } from '../platform-config/business-limits.ts';
import type { MarketZone } from '../units/quarter-hours.ts';
import { periodDays } from './period.ts';

export type LoadProfileDirections = 'CONS' | 'PROD' | 'BOTH';

/**
 * What the file must hold: the local days `from` to `to` (both included) of `timeZone`, in steps
 * of `resolution` minutes, one value column per direction (two for BOTH: consumption, then
 * production). `forOrder` adds the minimum sum of an order; `withValues` answers the values.
 */
export interface LoadProfileOptions {
  readonly from: string;
  readonly to: string;
  readonly resolution: 15 | 60;
  readonly directions: LoadProfileDirections;
  readonly timeZone: MarketZone;
  readonly forOrder?: boolean;
  readonly withValues?: boolean;
}

export type { LoadProfileLimits };

/** Longest period one file may cover: ten years, about 350,000 quarter hours. */
export const maxPeriodDays = 3653;

/** The query field that makes the options unusable, or null: the route answers it as a 400. */
export function optionsProblem(options: LoadProfileOptions): { field: 'from' | 'to'; message: string } | null {
  let days: number;
  try {
    periodDays(options.from, options.from, options.timeZone);
  } catch {
    return { field: 'from', message: `${options.from} is not a date (YYYY-MM-DD)` };
  }
  try {
    days = periodDays(options.from, options.to, options.timeZone);
  } catch {
    return { field: 'to', message: `${options.to} is not a date (YYYY-MM-DD)` };
  }
  if (days < 1) return { field: 'to', message: `the period ends (${options.to}) before it starts (${options.from})` };
  if (days > maxPeriodDays) return { field: 'to', message: `a load profile covers at most ${maxPeriodDays} days, this period has ${days}` };
  return null;
}

/** The value columns and their accepted header names (case-insensitive), in file order. */
export function valueColumns(directions: LoadProfileDirections): { direction: 'CONS' | 'PROD'; names: readonly string[] }[] {
  if (directions === 'BOTH') return [{ direction: 'CONS', names: ['kw_cons'] }, { direction: 'PROD', names: ['kw_prod'] }];
  return [{ direction: directions, names: ['kw', `kw_${directions.toLowerCase()}`] }];
}
