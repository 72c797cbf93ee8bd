import { DomainError, type Decider, type LoadProfileEvent, type MeteringPointEvent, type SeriesFile, type SeriesPeriod, type SeriesSummary } from '@portal/events';
import { mayManage, meteringPointDecider, type MeteringActor, type MeteringPointState } from '../metering-point/metering-point.ts';

/**
 * The load profile side of one metering point stream (`meteringPoint-<code>-<direction>`): who
 * may upload a history to it and whether the upload changes anything. The file is read and
 * checked by the handler before (upload-load-profile.ts), so this stays pure: it gets the
 * check's outcome (period, file, summary) as the command.
 */

export type PointStreamEvent = MeteringPointEvent | LoadProfileEvent;

export interface LoadProfileState {
  readonly point: MeteringPointState;
  /** The last uploaded history, for a repeated upload of the same file over the same period. */
  readonly lastUpload: { readonly period: SeriesPeriod; readonly file: SeriesFile } | null;
}

export interface RecordLoadProfile {
  readonly type: 'RecordLoadProfile';
  readonly by: MeteringActor;
  readonly data: { readonly code: string; readonly direction: 'CONS' | 'PROD'; readonly period: SeriesPeriod; readonly file: SeriesFile; readonly summary: SeriesSummary };
}

/** Another tenant's point and a point that does not exist answer alike (as the metering point commands do). */
const notYours = (code: string, direction: string): DomainError =>
  new DomainError('ERR_BAD_REQUEST', 403, `metering point ${code} (${direction}) is not one of yours`, { field: 'data.code' });

/**
 * The tenant and state rules an upload passes before its file is read: the point exists in
 * this direction, the sender may manage it (its customer's users, its partner's users, the
 * admin), and it still measures.
 */
export function assertMayUpload(state: LoadProfileState, by: MeteringActor, code: string, direction: string): void {
  const { point } = state;
  if (point.status === 'none' || !mayManage(by, point)) throw notYours(code, direction);
  if (point.status !== 'active') {
    throw new DomainError('STATE_ERROR', 409, `metering point ${code} (${direction}) was ${point.status === 'replaced' ? `replaced by ${point.newCode}` : 'removed'}`, { field: 'data.code' });
  }
}

const samePeriod = (a: SeriesPeriod, b: SeriesPeriod): boolean => a.from === b.from && a.to === b.to && a.timeZone === b.timeZone && a.resolution === b.resolution;

function decide(command: RecordLoadProfile, state: LoadProfileState): LoadProfileEvent[] {
  const { code, direction, period, file, summary } = command.data;
  assertMayUpload(state, command.by, code, direction);
  const last = state.lastUpload;
  // The same file over the same period again (a double click, a retried request) adds nothing.
  if (last && last.file.hash === file.hash && last.file.column === file.column && samePeriod(last.period, period)) return [];
  return [{ type: 'LoadProfileUploaded', data: { code, direction, period, file, summary } }];
}

function evolve(state: LoadProfileState, event: PointStreamEvent): LoadProfileState {
  if (event.type === 'LoadProfileUploaded') return { ...state, lastUpload: { period: event.data.period, file: event.data.file } };
  return { ...state, point: meteringPointDecider.evolve(state.point, event as MeteringPointEvent) };
}

export const loadProfileDecider: Decider<RecordLoadProfile, LoadProfileState, PointStreamEvent> = {
  initialState: () => ({ point: meteringPointDecider.initialState(), lastUpload: null }),
  decide,
  evolve,
};
