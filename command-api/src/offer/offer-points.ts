import { Decimal, toDecimalString } from '@portal/events/units';
import { assertNever, daysIncluded, loadProfileEvents, type LoadProfileEvent, type MeteringPointEvent } from '@portal/events';
import { meteringPointDecider, type MeteringPointState } from '../metering-point/metering-point.ts';

/**
 * What an offer needs to know of one metering point, folded from the point's own stream
 * `meteringPoint-<code>-<direction>` (its registration and its load profile events): whose it
 * is and where (the metering point decider's state), whether a historical load profile was
 * uploaded, whether any long-term forecast exists in hand (generated, accepted or replaced), and
 * the yearly kWh of the forecast accepted last.
 */
export interface YearKwh {
  readonly year: number;
  readonly kwh: string;
}

export interface PointForOffer {
  readonly point: MeteringPointState;
  readonly hasHistory: boolean;
  /** A forecast was generated (or uploaded as a replacement), accepted or not. */
  readonly hasForecast: boolean;
  /** The yearly kWh of the forecast accepted (or replaced) last; null while none is. */
  readonly accepted: readonly YearKwh[] | null;
  /** Generated forecasts by id, with their yearly kWh, until one is accepted. */
  readonly generated: Readonly<Record<string, readonly YearKwh[]>>;
}

const loadProfileTypes: ReadonlySet<string> = new Set(loadProfileEvents.map((e) => e.type));

export const initialPointForOffer = (): PointForOffer => ({ point: { status: 'none' }, hasHistory: false, hasForecast: false, accepted: null, generated: {} });

/**
 * An uploaded replacement carries only its total: it is spread over the calendar years of its
 * period by days, the same share a first year starting later gets of a yearly quantity.
 */
export function yearlyOfPeriod(from: string, to: string, kwh: string): YearKwh[] {
  const total = daysIncluded(from, to);
  if (total <= 0) return [];
  const years: YearKwh[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const start = from > `${year}-01-01` ? from : `${year}-01-01`;
    const end = to < `${year}-12-31` ? to : `${year}-12-31`;
    const share = new Decimal(kwh).mul(daysIncluded(start, end)).div(total);
    years.push({ year, kwh: toDecimalString(share, 3) });
  }
  return years;
}

function evolveProfile(state: PointForOffer, event: LoadProfileEvent): PointForOffer {
  switch (event.type) {
    case 'LoadProfileUploaded':
      return { ...state, hasHistory: true };
    case 'LongTermForecastGenerated':
      return { ...state, hasForecast: true, generated: { ...state.generated, [event.data.forecastId]: event.data.yearly } };
    case 'LongTermForecastAccepted':
      return { ...state, hasForecast: true, accepted: state.generated[event.data.forecastId] ?? state.accepted };
    case 'LongTermForecastReplaced':
      return { ...state, hasForecast: true, accepted: yearlyOfPeriod(event.data.period.from, event.data.period.to, event.data.summary.kwh) };
    case 'LongTermForecastRequested':
    case 'LongTermForecastFailed':
      return state;
    default:
      return assertNever(event);
  }
}

export function evolvePointForOffer(state: PointForOffer, event: MeteringPointEvent | LoadProfileEvent): PointForOffer {
  if (loadProfileTypes.has(event.type)) return evolveProfile(state, event as LoadProfileEvent);
  return { ...state, point: meteringPointDecider.evolve(state.point, event as MeteringPointEvent) };
}

export const foldPointForOffer = (events: readonly { type: string; data: unknown }[]): PointForOffer =>
  events.reduce((state, event) => evolvePointForOffer(state, event as MeteringPointEvent | LoadProfileEvent), initialPointForOffer());
