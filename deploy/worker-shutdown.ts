// The work a process runs beside its APIs, stopped in one order by both entries that run it (the
// all-in-one server and the workers process), so the two sequences cannot drift apart.

interface Stoppable {
  stop(): Promise<unknown>;
}

/** The running mail sender, market workers, log sealer and reactors (the runner). */
export interface BackgroundWork {
  readonly mail: Stoppable;
  readonly market: readonly Stoppable[];
  readonly sealing: Stoppable;
  readonly workers: Stoppable;
}

/** Stops the background work after the process stopped listening, before its stores close. */
export async function stopBackgroundWork(work: BackgroundWork): Promise<void> {
  await work.mail.stop();
  await Promise.all(work.market.map((w) => w.stop()));
  await work.sealing.stop();
  await work.workers.stop();
}
