import type { OfferMeteringPoint } from '@portal/events/commands';
import { chosenPoints, type PointChoice, pointKey, sharedHistory } from './load-profile-choice.ts';
import { type OfferRequestValues, shownDate } from './request-values.ts';

type ToggleValues = Pick<OfferRequestValues, 'meteringPoints' | 'histRangeStart' | 'histRangeEnd'>;

/**
 * The change of ticking (or unticking) a point in the load profile step: the chosen points, the
 * offer question asked again, and the history range following the chosen histories as long as
 * the user has not set one of their own (it is empty, or still the shared history before).
 */
export function pointToggled(points: readonly PointChoice[], values: ToggleValues, point: PointChoice, on: boolean): Partial<OfferRequestValues> {
  const key: OfferMeteringPoint = { code: point.code, direction: point.direction };
  const next = on ? [...values.meteringPoints, key] : values.meteringPoints.filter((p) => pointKey(p) !== pointKey(point));
  const before = sharedHistory(chosenPoints(points, values.meteringPoints));
  const after = sharedHistory(chosenPoints(points, next));
  const untouched = (values.histRangeStart === '' && values.histRangeEnd === '') || (before !== null && values.histRangeStart === shownDate(before.from) && values.histRangeEnd === shownDate(before.to));
  const range = untouched ? { histRangeStart: after ? shownDate(after.from) : '', histRangeEnd: after ? shownDate(after.to) : '' } : {};
  return { meteringPoints: next, deviationConfirmed: false, ...range };
}
