import {
  assertNever,
  DomainError,
  loadProfileEvents,
  type Decider,
  type LoadProfileEvent,
  type MeteringDirection,
  type MeteringPointEvent,
  type RecordLongTermForecast,
  type RecordLongTermForecastFailure,
  type SeriesFile,
  type SeriesPeriod,
  type SeriesSummary,
} from '@portal/events';
import { periodDays } from '@portal/events/load-profile';
import { minHistoryDays, rolloutProblems, type RolloutLimits } from '@portal/events/validation';
import { meteringPointDecider, refuse, type MeteringPointState } from '../metering-point/metering-point.ts';

/**
 * The long-term forecasts of one metering point (spec section 4), decided on the point's own
 * stream `meteringPoint-<code>-<direction>` beside its registration. A forecast is REQUESTED by
 * the admin's roll-out, GENERATED or FAILED by the forecast worker, then ACCEPTED by the admin or
 * REPLACED by an uploaded file (a failed one can only be replaced).
 */

export type ForecastStatus = 'REQUESTED' | 'GENERATED' | 'FAILED' | 'ACCEPTED' | 'REPLACED';

/** The point's latest uploaded history, which a forecast is generated from. */
export interface History {
  readonly period: SeriesPeriod;
  readonly file: SeriesFile;
  readonly summary: SeriesSummary;
}

export interface ForecastState {
  readonly point: MeteringPointState;
  readonly history: History | null;
  readonly forecasts: Readonly<Record<string, { readonly status: ForecastStatus; readonly years: readonly number[] }>>;
}

type Key = { readonly code: string; readonly direction: MeteringDirection; readonly forecastId: string };

export type ForecastCommand =
  /** `at` is the point's place in the roll-out (`data.points.3`), where its refusal is reported. */
  | { readonly type: 'RequestForecast'; readonly data: Key & { readonly years: readonly number[] }; readonly at: string; readonly limits: RolloutLimits }
  | { readonly type: 'RecordForecast'; readonly data: RecordLongTermForecast }
  | { readonly type: 'RecordForecastFailure'; readonly data: RecordLongTermForecastFailure }
  | { readonly type: 'AcceptForecast'; readonly data: Key }
  | { readonly type: 'ReplaceForecast'; readonly data: Key & History };

const forecastEventTypes: ReadonlySet<string> = new Set(loadProfileEvents.map((e) => e.type));
const isForecastEvent = (event: MeteringPointEvent | LoadProfileEvent): event is LoadProfileEvent => forecastEventTypes.has(event.type);

const stateError = (message: string): DomainError => new DomainError('STATE_ERROR', 403, message, { field: 'data.forecastId' });

/** The forecast's status when it is one of `allowed`; a STATE_ERROR (403, spec section 8) otherwise. */
function forecastIn(state: ForecastState, data: Key, allowed: readonly ForecastStatus[], action: string): { status: ForecastStatus; years: readonly number[] } {
  const found = state.forecasts[data.forecastId];
  if (!found) throw stateError(`metering point ${data.code} (${data.direction}) has no forecast ${data.forecastId}`);
  if (!allowed.includes(found.status)) throw stateError(`forecast ${data.forecastId} is ${found.status}; only a ${allowed.join(' or ')} forecast can be ${action}`);
  return found;
}

/** Refuses (STATE_ERROR) unless the forecast is GENERATED or FAILED: the command checks this before it reads the file. */
export function assertReplaceable(state: ForecastState, data: Key): void {
  forecastIn(state, data, replaceable, 'replaced');
}

const replaceable: readonly ForecastStatus[] = ['GENERATED', 'FAILED'];

/** Whole local days of the history: an uploaded file always covers whole days `from`..`to`. */
export const historyDays = (history: History | null): number => (history ? periodDays(history.period.from, history.period.to, history.period.timeZone) : 0);

function request(command: Extract<ForecastCommand, { type: 'RequestForecast' }>, state: ForecastState): LoadProfileEvent[] {
  const { data, at, limits } = command;
  const min = limits.minHistoryDays ?? minHistoryDays;
  if (state.point.status !== 'active') {
    throw refuse({ code: 'VALIDATION_ERROR', field: at, message: `roll-out error: metering point ${data.code} (${data.direction}) is not registered`, key: 'errorInfo.historyRange', params: { days: 0, min } });
  }
  if (state.forecasts[data.forecastId]) return [];
  const years = [...data.years];
  const history = state.history;
  const fields = { from: 'data.fromYear', to: 'data.toYear', history: at };
  const found = rolloutProblems({ from: years[0], to: years.at(-1), historyDays: historyDays(history), historyKwh: history ? Number(history.summary.kwh) : undefined }, limits, fields)
    .filter((p) => p.field === at);
  const first = found[0];
  if (first) throw refuse({ ...first, message: `roll-out error: metering point ${data.code} (${data.direction}): ${first.message}` });
  return [{ type: 'LongTermForecastRequested', data: { code: data.code, direction: data.direction, forecastId: data.forecastId, years } }];
}

function decide(command: ForecastCommand, state: ForecastState): LoadProfileEvent[] {
  switch (command.type) {
    case 'RequestForecast':
      return request(command, state);
    case 'RecordForecast': {
      const { years } = forecastIn(state, command.data, ['REQUESTED'], 'generated');
      return [{ type: 'LongTermForecastGenerated', data: { ...command.data, years: [...years] } }];
    }
    case 'RecordForecastFailure':
      forecastIn(state, command.data, ['REQUESTED'], 'marked as failed');
      return [{ type: 'LongTermForecastFailed', data: command.data }];
    case 'AcceptForecast': {
      const { code, direction, forecastId } = command.data;
      forecastIn(state, command.data, ['GENERATED'], 'accepted');
      return [{ type: 'LongTermForecastAccepted', data: { code, direction, forecastId } }];
    }
    case 'ReplaceForecast': {
      const { code, direction, forecastId, period, file, summary } = command.data;
      assertReplaceable(state, command.data);
      return [{ type: 'LongTermForecastReplaced', data: { code, direction, forecastId, period, file, summary } }];
    }
    default:
      return assertNever(command);
  }
}

function evolveForecasts(state: ForecastState, event: LoadProfileEvent): ForecastState {
  const set = (forecastId: string, status: ForecastStatus, years?: readonly number[]): ForecastState => ({
    ...state,
    forecasts: { ...state.forecasts, [forecastId]: { status, years: years ?? state.forecasts[forecastId]?.years ?? [] } },
  });
  switch (event.type) {
    case 'LoadProfileUploaded':
      return { ...state, history: { period: event.data.period, file: event.data.file, summary: event.data.summary } };
    case 'LongTermForecastRequested':
      return set(event.data.forecastId, 'REQUESTED', event.data.years);
    case 'LongTermForecastGenerated':
      return set(event.data.forecastId, 'GENERATED');
    case 'LongTermForecastFailed':
      return set(event.data.forecastId, 'FAILED');
    case 'LongTermForecastAccepted':
      return set(event.data.forecastId, 'ACCEPTED');
    case 'LongTermForecastReplaced':
      return set(event.data.forecastId, 'REPLACED');
    default:
      return assertNever(event);
  }
}

/**
 * The point's stream holds its registration events and its load profile events: the first fold
 * into the metering point's own state, the second into its history and forecasts.
 */
function evolve(state: ForecastState, event: MeteringPointEvent | LoadProfileEvent): ForecastState {
  if (isForecastEvent(event)) return evolveForecasts(state, event);
  return { ...state, point: meteringPointDecider.evolve(state.point, event) };
}

export const forecastDecider: Decider<ForecastCommand, ForecastState, MeteringPointEvent | LoadProfileEvent> = {
  initialState: () => ({ point: { status: 'none' }, history: null, forecasts: {} }),
  decide,
  evolve,
};
