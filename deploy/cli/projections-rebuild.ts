import { rebuild, type View } from '@portal/projections';
import type { Infrastructure } from '../infrastructure.ts';
import { interruptible, rebuildBar } from './rebuild-progress.ts';

/**
 * Rebuilds one read model beside the live one, with a progress bar (events done/total, events
 * per second, ETA); readers switch over when it has caught up, and a running engine elsewhere
 * continues on the new generation at its next batch. Ctrl-C abandons the new generation and
 * leaves the live one untouched.
 */
export async function rebuildCommand(infra: Infrastructure, views: readonly View[], name: string, options: { batchSize?: number }): Promise<void> {
  const view = views.find((v) => v.name === name);
  if (!view) throw new Error(`no projection named "${name}"; known: ${views.map((v) => v.name).join(', ') || '(none)'}`);
  const bar = rebuildBar(name);
  try {
    const result = await interruptible((signal) =>
      rebuild({ eventStore: infra.eventStore, readStore: infra.readStore, view, signal, batchSize: options.batchSize, onProgress: (p) => bar.update(p) }),
    );
    bar.done(result);
  } catch (error) {
    bar.stop();
    throw error;
  }
}
