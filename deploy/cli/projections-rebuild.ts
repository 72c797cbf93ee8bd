import { SingleBar } from 'cli-progress';
import { rebuild, type View } from '@portal/projections';
import type { Infrastructure } from '../infrastructure.ts';
import { formatSeconds } from './table.ts';

/**
 * Rebuilds one read model beside the live one, with a progress bar (events done/total, events
 * per second, ETA); readers switch over when it has caught up. Ctrl-C abandons the new
 * generation and leaves the live one untouched.
 */
export async function rebuildCommand(infra: Infrastructure, views: readonly View[], name: string, options: { batchSize?: number }): Promise<void> {
  const view = views.find((v) => v.name === name);
  if (!view) throw new Error(`no projection named "${name}"; known: ${views.map((v) => v.name).join(', ') || '(none)'}`);
  const bar = new SingleBar({
    format: `${name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {etaText}`,
    barCompleteChar: '#',
    barIncompleteChar: '.',
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 2000,
  });
  const abort = new AbortController();
  const interrupt = (): void => abort.abort(new Error('interrupted'));
  process.once('SIGINT', interrupt);
  bar.start(1, 0, { rate: '0', etaText: '-' });
  try {
    const result = await rebuild({
      eventStore: infra.eventStore,
      readStore: infra.readStore,
      view,
      signal: abort.signal,
      batchSize: options.batchSize,
      onProgress: (p) => {
        bar.setTotal(Math.max(p.total, 1));
        bar.update(p.done, { rate: Math.round(p.perSecond).toLocaleString('en'), etaText: formatSeconds(p.etaSeconds) });
      },
    });
    bar.update(bar.getTotal());
    bar.stop();
    process.stdout.write(
      `${name}: generation ${result.generation} is live${result.previous === null ? '' : ` (generation ${result.previous} dropped)`}; ` +
        `${result.events} events in ${formatSeconds(result.seconds)}, checkpoint ${result.checkpoint}\n`,
    );
  } catch (error) {
    bar.stop();
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
  }
}
