import { SingleBar } from 'cli-progress';
import type { RebuildProgress, RebuildResult } from '@portal/projections';
import { formatSeconds } from './table.ts';

export interface RebuildBar {
  update(progress: RebuildProgress): void;
  /** Completes the bar and prints the final line. */
  done(result: RebuildResult): void;
  /** Completes the bar; the caller prints its own final line (an audit replay's). */
  complete(): void;
  stop(): void;
}

/**
 * The rebuild's progress bar (events done/total, events per second, ETA) and its final line: the
 * same whether the CLI rebuilds itself or a running server does it for it, and for an audit
 * replay (events read of the log against its head).
 */
export function rebuildBar(name: string): RebuildBar {
  const bar = new SingleBar({
    format: `${name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {etaText}`,
    barCompleteChar: '#',
    barIncompleteChar: '.',
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 2000,
  });
  bar.start(1, 0, { rate: '0', etaText: '-' });
  const complete = (): void => {
    bar.update(bar.getTotal());
    bar.stop();
  };
  return {
    update: (p) => {
      bar.setTotal(Math.max(p.total, 1));
      bar.update(p.done, { rate: Math.round(p.perSecond).toLocaleString('en'), etaText: formatSeconds(p.etaSeconds) });
    },
    complete,
    done: (result) => {
      complete();
      process.stdout.write(
        `${name}: generation ${result.generation} is live${result.previous === null ? '' : ` (generation ${result.previous} dropped)`}; ` +
          `${result.events} events in ${formatSeconds(result.seconds)}, checkpoint ${result.checkpoint}\n`,
      );
    },
    stop: () => bar.stop(),
  };
}

/** An AbortSignal that Ctrl-C fires while `run` runs: the new generation is abandoned, the live one stays. */
export async function interruptible<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const interrupt = (): void => abort.abort(new Error('interrupted'));
  process.once('SIGINT', interrupt);
  try {
    return await run(abort.signal);
  } finally {
    process.off('SIGINT', interrupt);
  }
}
