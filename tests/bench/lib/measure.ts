import { progress } from './bench.ts';

/** Does one operation and says how many units (events, rows) it completed. */
export type Operation = () => Promise<number>;

/** Something measured: one operation loop per concurrent writer or client. */
export interface Contender {
  readonly label: string;
  readonly workers: readonly Operation[];
}

export interface Timing {
  readonly warmupMs: number;
  readonly roundMs: number;
  readonly rounds: number;
}

/**
 * Many short alternating rounds: on a shared 2-CPU machine throughput swings by a factor of two
 * from one second to the next, and short alternation lets both sides see the same swings.
 */
export const defaultTiming: Timing = { warmupMs: 500, roundMs: 700, rounds: 6 };

/**
 * Runs every worker in a loop until `ms` have passed. Operations in flight at the deadline
 * finish and count, and the time counts until the last one ends.
 */
export async function runFor(workers: readonly Operation[], ms: number): Promise<{ units: number; seconds: number }> {
  const started = performance.now();
  const deadline = started + ms;
  const counts = await Promise.all(
    workers.map(async (operation) => {
      let units = 0;
      while (performance.now() < deadline) units += await operation();
      return units;
    }),
  );
  return { units: counts.reduce((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000 };
}

/**
 * Units per second of each contender. All warm up, then the rounds alternate, so drift during
 * the run (table growth, checkpoints, autovacuum, neighbours) weighs on all alike.
 */
export async function race(contenders: readonly Contender[], timing: Timing = defaultTiming): Promise<number[]> {
  const sides = contenders.map((contender) => ({ contender, units: 0, seconds: 0, rounds: [] as number[] }));
  for (const side of sides) await runFor(side.contender.workers, timing.warmupMs);
  for (let round = 0; round < timing.rounds; round += 1) {
    for (const side of sides) {
      const { units, seconds } = await runFor(side.contender.workers, timing.roundMs);
      side.units += units;
      side.seconds += seconds;
      side.rounds.push(Math.round(units / seconds));
    }
  }
  return sides.map((side) => {
    const rate = side.seconds > 0 ? side.units / side.seconds : 0;
    progress(`  ${side.contender.label}: ${Math.round(rate)}/s (rounds: ${side.rounds.join(' ')})`);
    return rate;
  });
}

/** Units per second of `subject` and of `ceiling`, alternating (see `race`). */
export async function versus(subject: Contender, ceiling: Contender, timing: Timing = defaultTiming): Promise<{ value: number; ceiling: number }> {
  const [c, s] = await race([ceiling, subject], timing);
  return { value: s ?? 0, ceiling: c ?? 0 };
}

/** One complete run (a replay, a rebuild) that says how many units it processed. */
export type Run = () => Promise<number>;

/**
 * Units per second of whole runs, alternating subject and ceiling `repetitions` times; for work
 * with a natural end (replaying a log) rather than a loop against the clock.
 */
export async function versusRuns(subject: Run, ceiling: Run, repetitions: number, labels = { subject: 'subject', ceiling: 'ceiling' }): Promise<{ value: number; ceiling: number }> {
  const sides = [
    { run: ceiling, label: labels.ceiling, units: 0, seconds: 0, runs: [] as number[] },
    { run: subject, label: labels.subject, units: 0, seconds: 0, runs: [] as number[] },
  ];
  for (let i = 0; i < repetitions; i += 1) {
    for (const side of sides) {
      const started = performance.now();
      const units = await side.run();
      const seconds = (performance.now() - started) / 1000;
      side.units += units;
      side.seconds += seconds;
      side.runs.push(Math.round(units / seconds));
    }
  }
  const [c, s] = sides.map((side) => {
    const rate = side.seconds > 0 ? side.units / side.seconds : 0;
    progress(`  ${side.label}: ${Math.round(rate)}/s (runs: ${side.runs.join(' ')})`);
    return rate;
  });
  return { value: s ?? 0, ceiling: c ?? 0 };
}
