import { linkHash } from './event-hash.ts';
import type { EventLine } from './export-format.ts';
import { describeEvent, type Report } from './verify-problems.ts';

interface Waiting {
  readonly line: number;
  readonly event: EventLine;
  readonly content: Buffer;
  readonly micros: bigint;
}

interface StreamState {
  next: bigint;
  hash: Buffer | null;
  readonly pending: Map<bigint, Waiting>;
}

/**
 * Every stream's hash chain, in revision order even where the reader order interleaves
 * revisions: an event waits until its predecessor has been read.
 */
export class StreamChains {
  private readonly streams = new Map<string, StreamState>();

  private readonly report: Report;
  /** Only a reader-order export that starts at a time may begin a stream mid-way. */
  private readonly mayStartMidway: boolean;

  constructor(report: Report, mayStartMidway: boolean) {
    this.report = report;
    this.mayStartMidway = mayStartMidway;
  }

  add(waiting: Waiting): void {
    const { event, line } = waiting;
    const revision = BigInt(event.revision);
    const stream = this.streams.get(event.streamId) ?? this.start(waiting, revision);
    if (revision < stream.next || stream.pending.has(revision)) {
      this.report({ kind: 'inserted', line, position: event.position, streamId: event.streamId, revision: event.revision, message: `${describeEvent(event)} repeats a revision of its stream: it was inserted` });
    } else if (revision > stream.next) {
      stream.pending.set(revision, waiting);
    } else {
      this.link(stream, waiting);
      this.drain(stream);
    }
  }

  /** What the file ended with: an edited revision that links at a gap, and the gaps left. */
  finish(): void {
    for (const [streamId, stream] of this.streams) {
      this.findEdited(streamId, stream);
      this.reportGap(streamId, stream);
    }
  }

  private start({ event, line }: Waiting, revision: bigint): StreamState {
    let anchor: Buffer | null = null;
    if (revision > 0n) {
      // One stream's export always starts at its revision 0.
      if (event.previous !== undefined && this.mayStartMidway) anchor = Buffer.from(event.previous, 'hex');
      else {
        this.report({ kind: 'removed', line, position: event.position, streamId: event.streamId, message: `stream ${event.streamId} starts at revision ${event.revision}: revisions 0 to ${revision - 1n} were removed` });
        anchor = event.previous === undefined ? null : Buffer.from(event.previous, 'hex');
      }
    }
    const stream: StreamState = { next: revision, hash: anchor, pending: new Map() };
    this.streams.set(event.streamId, stream);
    return stream;
  }

  /** The event as the stream's next revision: its content and predecessor must give its hash. */
  private link(stream: StreamState, { line, event, content, micros }: Waiting): void {
    const hash = linkHash(stream.hash, BigInt(event.revision), micros, content);
    if (hash.toString('hex') !== event.hash) {
      this.report({ kind: 'changed', line, position: event.position, streamId: event.streamId, revision: event.revision, message: `${describeEvent(event)} was changed: its content and predecessor do not give its hash` });
    }
    stream.hash = Buffer.from(event.hash, 'hex');
    stream.next += 1n;
  }

  private drain(stream: StreamState): void {
    for (let waiting = stream.pending.get(stream.next); waiting; waiting = stream.pending.get(stream.next)) {
      stream.pending.delete(stream.next);
      this.link(stream, waiting);
    }
  }

  /** An event whose revision was edited waits forever; it is the one that links at the gap. */
  private findEdited(streamId: string, stream: StreamState): void {
    for (const [revision, w] of stream.pending) {
      if (linkHash(stream.hash, stream.next, w.micros, w.content).toString('hex') !== w.event.hash) continue;
      this.report({ kind: 'changed', line: w.line, position: w.event.position, streamId, revision: w.event.revision, message: `${describeEvent(w.event)} was changed: it is revision ${stream.next} of its stream` });
      stream.pending.delete(revision);
      stream.hash = Buffer.from(w.event.hash, 'hex');
      stream.next += 1n;
      this.drain(stream);
      break;
    }
  }

  private reportGap(streamId: string, stream: StreamState): void {
    const waiting = [...stream.pending.entries()].sort(([a], [b]) => (a < b ? -1 : 1))[0];
    if (!waiting) return;
    const [revision, w] = waiting;
    this.report({ kind: 'removed', line: w.line, position: w.event.position, streamId, revision: revision.toString(), message: `stream ${streamId} lacks revision ${stream.next}${revision - 1n > stream.next ? ` to ${revision - 1n}` : ''} before revision ${revision}: removed` });
  }
}
