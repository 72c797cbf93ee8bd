import { loadProfileEvents, type LoadProfileEvent } from '@portal/events';
import type { ProfileStatus } from '@portal/events/read-contracts';
import { defineView } from '../engine/view.ts';
import { meteringPointDocId } from './metering-points-view.ts';

/**
 * The load profile and forecast state of one point (`GET /api/meteringpoints/{code}/{direction}/profiles`):
 * the latest uploaded history (its period, summary and time), and each forecast of a roll-out
 * with its state (spec section 4: REQUESTED, GENERATED, ACCEPTED, REPLACED, FAILED). The
 * values are in the time-series table (ADR 0022); the scope comes from the meteringPoints view.
 */
export interface ProfileStatusDoc extends ProfileStatus {
  readonly id: string;
  /** Global position of the last event applied, as text: an event delivered again changes nothing. */
  readonly position: string;
}

type Forecast = ProfileStatus['forecasts'][number];

const loadProfileTypes = loadProfileEvents.map((e) => e.type);

/** The forecast `forecastId` changed by `change`; one the view has not seen starts as REQUESTED (its request may predate the view). */
function withForecast(forecasts: readonly Forecast[], forecastId: string, at: string, change: (f: Forecast) => Partial<Forecast>): Forecast[] {
  const known = forecasts.find((f) => f.forecastId === forecastId) ?? { forecastId, status: 'REQUESTED' as const, years: [], yearly: [], hints: [], reason: null, updatedAt: at };
  const changed = { ...known, ...change(known), updatedAt: at };
  return forecasts.some((f) => f.forecastId === forecastId) ? forecasts.map((f) => (f.forecastId === forecastId ? changed : f)) : [...forecasts, changed];
}

export const profileStatusView = defineView<ProfileStatusDoc, LoadProfileEvent>()({
  name: 'profileStatus',
  handles: loadProfileTypes,
  documentIds(event) {
    const { code, direction } = event.data;
    return [meteringPointDocId(code, direction)];
  },
  evolve(doc, recorded, id) {
    if (doc && BigInt(doc.position) >= recorded.globalPosition) return doc;
    const event = recorded;
    const at = recorded.metadata.occurredAt;
    const base: ProfileStatusDoc = doc ?? { id, code: event.data.code, direction: event.data.direction, history: null, forecasts: [], position: '0' };
    const next = (changes: Partial<ProfileStatusDoc>): ProfileStatusDoc => ({ ...base, ...changes, position: recorded.globalPosition.toString() });
    switch (event.type) {
      case 'LoadProfileUploaded': {
        const { period, summary } = event.data;
        return next({ history: { from: period.from, to: period.to, kwh: summary.kwh, maxKw: summary.maxKw, uploadedAt: at } });
      }
      case 'LongTermForecastRequested':
        return next({ forecasts: withForecast(base.forecasts, event.data.forecastId, at, () => ({ status: 'REQUESTED', years: event.data.years, yearly: [], hints: [], reason: null })) });
      case 'LongTermForecastGenerated': {
        const { years, yearly, hints } = event.data;
        return next({ forecasts: withForecast(base.forecasts, event.data.forecastId, at, () => ({ status: 'GENERATED', years, yearly, hints, reason: null })) });
      }
      case 'LongTermForecastAccepted':
        return next({ forecasts: withForecast(base.forecasts, event.data.forecastId, at, () => ({ status: 'ACCEPTED' })) });
      case 'LongTermForecastReplaced':
        return next({ forecasts: withForecast(base.forecasts, event.data.forecastId, at, () => ({ status: 'REPLACED', hints: [] })) });
      case 'LongTermForecastFailed':
        return next({ forecasts: withForecast(base.forecasts, event.data.forecastId, at, () => ({ status: 'FAILED', reason: event.data.reason })) });
      default:
        return doc;
    }
  },
});

/** The read contract's answer of a document (null: nothing uploaded or requested yet). */
export const profileStatusOf = (doc: ProfileStatusDoc | null, code: string, direction: 'CONS' | 'PROD'): ProfileStatus =>
  doc ? { code: doc.code, direction: doc.direction, history: doc.history, forecasts: doc.forecasts } : { code, direction, history: null, forecasts: [] };
