import { DomainError, type EventCatalog, type EventStore, type RecordedEvent } from '@portal/events';
import type { AuditDiff, AuditHistory, AuditState, AuditStreamPage } from '@portal/events/read-contracts';
import type { PersonalDataKeys } from '@portal/platform';
import { entryOf, isErased } from './audit-entry.ts';
import { safeEvolve, type AuditFold } from './audit-fold.ts';
import type { AuditLog, StreamPoint } from './audit-log.ts';
import { categoryOf, foldOf } from './categories.ts';
import type { FoldCheckpoints } from './fold-checkpoints.ts';
import { invalidMoment, type Moment } from './moment.ts';
import { diffStates, plainOf, type Plain } from './state-diff.ts';

export interface AuditReaderDeps {
  /** The store as the command side reads it: upcast, personal fields opened (or erased). */
  readonly eventStore: EventStore;
  readonly log: AuditLog;
  readonly catalog: EventCatalog;
  /** Whose keys are gone tells which events read as erased; without keys nothing is sealed. */
  readonly keys?: PersonalDataKeys;
  readonly checkpoints: FoldCheckpoints;
  /** "The future" for as-of moments. */
  readonly clock: () => Date;
  /** A decider that refused an event of its own stream (the state stays as it was). */
  readonly warn: (message: string, error: unknown) => void;
}

/** A fold in progress: the state after `revision` (-1: before the first event); `clean` while no event so far carried personal data. */
interface Cursor {
  readonly revision: number;
  readonly state: unknown;
  readonly clean: boolean;
}

type Visit = (event: RecordedEvent, before: unknown, after: unknown) => void;

const apiPoint = (point: StreamPoint) => ({ revision: point.revision, globalPosition: point.globalPosition.toString(), recordedAt: point.recordedAt });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The audit's reads over the event log (ADR 26): streams by prefix, the history of a stream with
 * each event's changes, a stream's state as of a moment and the changes between two moments.
 * Every stream folds with its category's decider (categories.ts); long streams start from the
 * nearest checkpoint (fold-checkpoints.ts).
 */
export class AuditReader {
  private readonly deps: AuditReaderDeps;

  constructor(deps: AuditReaderDeps) {
    this.deps = deps;
  }

  async streams(query: { prefix: string; after: string | null; limit: number }): Promise<AuditStreamPage> {
    const found = await this.deps.log.streams({ ...query, limit: query.limit + 1 });
    const items = found.slice(0, query.limit).map((s) => ({ ...s, category: categoryOf(s.streamId) }));
    return { items, next: found.length > query.limit ? (items.at(-1)?.streamId ?? null) : null };
  }

  /** A page of the history from `after` on, or with `{ last }` the stream's last events. */
  async history(streamId: string, page: { readonly after: number | null; readonly limit: number } | { readonly last: number }): Promise<AuditHistory> {
    const { last } = await this.boundsOf(streamId);
    const events = last.revision + 1;
    const start = 'last' in page ? Math.max(0, events - page.last) : page.after === null ? 0 : page.after + 1;
    const limit = 'last' in page ? page.last : page.limit;
    if (start > last.revision) return { streamId, items: [], next: null, events };
    const fold = foldOf(streamId);
    const end = Math.min(start + limit - 1, last.revision);
    const steps: { event: RecordedEvent; before: unknown; after: unknown }[] = [];
    await this.advance(streamId, fold, await this.stateAt(streamId, fold, start - 1), end, (event, before, state) => steps.push({ event, before, after: state }));
    const erased = await this.erasedFlags(steps.map((s) => s.event));
    // Each state becomes JSON once: the state after one event is the state before the next.
    let previous: { state: unknown; plain: Plain } = { state: undefined, plain: null };
    const items = steps.map(({ event, before, after: state }, i) => {
      const was = previous.state === before ? previous.plain : plainOf(before);
      previous = { state, plain: plainOf(state) };
      return entryOf(event, diffStates(was, previous.plain), erased[i] ?? false);
    });
    return { streamId, items, next: end < last.revision ? end : null, events };
  }

  async stateAsOf(streamId: string, asOf: Moment): Promise<AuditState> {
    const bounds = await this.boundsOf(streamId);
    const point = await this.resolve(streamId, bounds, asOf, 'asOf');
    const cursor = await this.stateAt(streamId, foldOf(streamId), point.revision);
    return { streamId, asOf: apiPoint(point), state: plainOf(cursor.state) };
  }

  async diff(streamId: string, from: Moment, to: Moment): Promise<AuditDiff> {
    const bounds = await this.boundsOf(streamId);
    const [start, end] = [await this.resolve(streamId, bounds, from, 'from'), await this.resolve(streamId, bounds, to, 'to')];
    const fold = foldOf(streamId);
    const before = await this.stateAt(streamId, fold, start.revision);
    // Forwards, the second state continues the first fold; a reversed span folds on its own.
    const after = end.revision >= start.revision ? await this.advance(streamId, fold, before, end.revision) : await this.stateAt(streamId, fold, end.revision);
    return { streamId, from: apiPoint(start), to: apiPoint(end), changes: diffStates(plainOf(before.state), plainOf(after.state)) };
  }

  private async boundsOf(streamId: string): Promise<{ first: StreamPoint; last: StreamPoint }> {
    const bounds = await this.deps.log.bounds(streamId);
    if (!bounds) throw new DomainError('ERR_BAD_REQUEST', 404, `no stream ${streamId}`, { field: 'params.streamId' });
    return bounds;
  }

  /** The stream's last event at or before the moment; a moment in the future or before the stream is refused for `field`. */
  private async resolve(streamId: string, bounds: { first: StreamPoint }, moment: Moment, field: string): Promise<StreamPoint> {
    if (moment.kind === 'time' && moment.at.getTime() > this.deps.clock().getTime()) {
      throw invalidMoment(field, `${moment.at.toISOString()} is in the future`, 422);
    }
    if (moment.kind === 'position') {
      const lastPosition = await this.deps.log.lastPosition();
      if (moment.position > lastPosition) throw invalidMoment(field, `position ${moment.position} is past the end of the log (${lastPosition})`, 422);
    }
    const point = await this.deps.log.pointAt(streamId, moment);
    if (!point) {
      const first = bounds.first;
      throw invalidMoment(field, `${streamId} begins at ${first.recordedAt} (position ${first.globalPosition}): there is no state before`, 422);
    }
    return point;
  }

  /** The state after `revision`, from the nearest checkpoint. */
  private stateAt(streamId: string, fold: AuditFold, revision: number): Promise<Cursor> {
    const checkpoint = this.deps.checkpoints.nearest(streamId, revision);
    const start: Cursor = checkpoint ? { ...checkpoint, clean: true } : { revision: -1, state: fold.initialState(), clean: true };
    return this.advance(streamId, fold, start, revision);
  }

  /** Folds the events after the cursor up to `to`, keeping checkpoints of prefixes without personal data. */
  private async advance(streamId: string, fold: AuditFold, cursor: Cursor, to: number, visit?: Visit): Promise<Cursor> {
    if (to <= cursor.revision) return cursor;
    const events = await this.deps.eventStore.readStream(streamId, { fromRevision: BigInt(cursor.revision + 1), maxCount: to - cursor.revision });
    let { state, clean } = cursor;
    let revision = cursor.revision;
    for (const event of events) {
      const before = state;
      state = safeEvolve(fold, state, event, (error) => this.deps.warn(`${streamId}@${event.revision}: the ${categoryOf(streamId)} fold refused ${event.type}; the state stays as it was`, error));
      revision = Number(event.revision);
      clean &&= this.subjectOf(event) === null;
      if (clean && this.deps.checkpoints.due(revision)) this.deps.checkpoints.keep(streamId, { revision, state });
      visit?.(event, before, state);
    }
    return { revision, state, clean };
  }

  /** Whose personal data the event carries (sealed with that subject's key), or null. */
  private subjectOf(event: RecordedEvent): string | null {
    const rule = this.deps.catalog.personalFieldsOf(event.type);
    return rule && isRecord(event.data) ? rule.subject(event.data) : null;
  }

  private async erasedFlags(events: readonly RecordedEvent[]): Promise<boolean[]> {
    const subjects = events.map((event) => this.subjectOf(event));
    const named = [...new Set(subjects.filter((s): s is string => s !== null))];
    if (named.length === 0 || !this.deps.keys) return events.map(() => false);
    const present = await this.deps.keys.keysOf(named, false);
    return events.map((event, i) => {
      const subject = subjects[i];
      const rule = this.deps.catalog.personalFieldsOf(event.type);
      return subject !== null && subject !== undefined && rule !== undefined && isErased(event.data, rule, present.has(subject));
    });
  }
}
