import { findOperated, unknownProjection, type OperatedProjection } from '@portal/projections';
import { interruptible, rebuildBar } from './rebuild-progress.ts';

/**
 * Rebuilds one read model beside the live one, with a progress bar (events done/total, events
 * per second, ETA); readers switch over when it has caught up, and a running engine elsewhere
 * continues on the new generation at its next batch. Ctrl-C abandons the new generation and
 * leaves the live one untouched. Views and typed tables (time series, offer table) alike.
 */
export async function rebuildCommand(projections: readonly OperatedProjection[], name: string, options: { batchSize?: number }): Promise<void> {
  const projection = findOperated(projections, name);
  if (!projection) throw new Error(unknownProjection(projections, name));
  const bar = rebuildBar(name);
  try {
    const result = await interruptible((signal) => projection.rebuild({ signal, batchSize: options.batchSize, onProgress: (p) => bar.update(p) }));
    bar.done(result);
  } catch (error) {
    bar.stop();
    throw error;
  }
}
