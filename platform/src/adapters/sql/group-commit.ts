/**
 * Group commit: appends that arrive while `concurrency` batches are in flight wait and leave
 * together in the next batch, one transaction and one WAL flush for all of them. With one
 * writer every batch holds one append; with eight, the commit cost is shared. Batches stay at
 * 64 or fewer: es_append_units opens a subtransaction per append, and past 64 per transaction
 * PostgreSQL's subtransaction cache overflows and slows every session.
 */
export class GroupCommitter<Item, Result> {
  private readonly queue: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  private readonly flush: (items: Item[]) => Promise<(Result | Error)[]>;
  private readonly concurrency: number;
  private readonly maxBatch: number;

  constructor(flush: (items: Item[]) => Promise<(Result | Error)[]>, concurrency: number, maxBatch = 64) {
    this.flush = flush;
    this.concurrency = concurrency;
    this.maxBatch = maxBatch;
  }

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  // Wait one turn of the event loop before sending: writers whose previous appends have just
  // resolved submit their next ones in that turn and join the batch instead of trailing it.
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.flush(batch.map((b) => b.item))
        .then(
          (results) => batch.forEach((b, i) => {
            const r = results[i];
            if (r instanceof Error) b.reject(r);
            else b.resolve(r as Result);
          }),
          (error: unknown) => batch.forEach((b) => b.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.schedule();
        });
    }
  }
}
