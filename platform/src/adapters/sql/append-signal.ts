/**
 * How processes sharing one event log tell each other "I have appended": the SQL event store
 * announces after each of its commits and is woken when another process announced. Without a
 * signal (PGlite, one process) only the store's own doorbell and the poll wake live readers.
 *
 * @example
 * const signal = new PgAppendSignal(url, driver);
 * await signal.listen(() => doorbell.ring());
 * // after an append has committed:
 * signal.announce();
 */
export interface AppendSignal {
  /** Starts listening; `wake` runs whenever another process may have appended. */
  listen(wake: () => void): Promise<void>;
  /** Tells the other processes, after a commit; never throws and never waits. */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Sends at most one announcement at a time: appends that commit while one is on its way are
 * covered by one more after it, however many they are. A listener only needs to know that
 * something happened since its last read, not how often.
 */
export class Coalescer {
  private inFlight = false;
  private again = false;
  private readonly send: () => Promise<void>;

  constructor(send: () => Promise<void>) {
    this.send = send;
  }

  trigger(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    this.again = false;
    // A failed announcement is not retried: the readers' poll is the fallback.
    this.send()
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = false;
        if (this.again) this.trigger();
      });
  }

  /** Resolves once nothing is on its way (for close). */
  async settled(): Promise<void> {
    while (this.inFlight) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
