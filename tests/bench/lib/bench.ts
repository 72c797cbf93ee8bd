import type { BenchDatabase } from './database.ts';

/**
 * One line of `npm run bench`: a measured value beside its ceiling, measured in the same run on
 * the same database. `ratio` says how close the value comes to the ceiling (see the helpers).
 */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly ceiling: number;
  readonly ratio: number;
  readonly db: BenchDatabase['kind'];
}

/** A figure before the runner stamps the database on it. */
export type Measured = Omit<Figure, 'db'>;

/**
 * A bench file's default export. The runner gives each bench a fresh database (a throwaway
 * PostgreSQL schema or a new in-memory PGlite) and drops it afterwards.
 *
 * @example
 * export default defineBench({
 *   figures: ['append.batch100'],
 *   async run(db, report) {
 *     report(higherIsBetter('append.batch100', 41_000, 58_000, 'events/s'));
 *   },
 * });
 */
export interface Bench {
  /** The names this bench reports, so `npm run bench -- <filter>` can choose without running it. */
  readonly figures: readonly string[];
  run(db: BenchDatabase, report: (figure: Measured) => void): Promise<void>;
}

export const defineBench = (bench: Bench): Bench => bench;

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** Throughput and the like: ratio = value / ceiling, so 1 means as fast as the raw ceiling. */
export function higherIsBetter(name: string, value: number, ceiling: number, unit: string): Measured {
  return { name, value: round(value, 1), unit, ceiling: round(ceiling, 1), ratio: ceiling > 0 ? round(value / ceiling, 3) : 0 };
}

/** Latency and the like: ratio = value / ceiling, so 1 means no overhead over the bare ceiling. */
export function lowerIsBetter(name: string, value: number, ceiling: number, unit: string): Measured {
  return { name, value: round(value, 2), unit, ceiling: round(ceiling, 2), ratio: ceiling > 0 ? round(value / ceiling, 3) : 0 };
}

/**
 * A count that must be zero (lost or duplicated events): the ceiling is 0 and a ratio against 0
 * means nothing, so ratio = value, and 0 is the only good result.
 */
export function mustBeZero(name: string, value: number, unit: string): Measured {
  return { name, value, unit, ceiling: 0, ratio: value };
}

/** Progress for humans goes to stderr; stdout carries only the JSON figures. */
export function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}
