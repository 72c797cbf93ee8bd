import { meteringPointStream, type OfferMeteringPoint } from '@portal/events';
import type { CommandUnit } from '../handler/unit.ts';
import { foldPointForOffer } from './offer-points.ts';
import type { PointForecast } from './offer-volumes.ts';

/** The forecasts of the offer's points, read in the command's unit (one round trip for all streams). */
export async function pointForecastsOf(unit: CommandUnit, points: readonly OfferMeteringPoint[]): Promise<PointForecast[]> {
  const streams = points.map((p) => meteringPointStream(p.code, p.direction));
  await unit.preload(streams);
  return Promise.all(
    points.map(async (p, i) => {
      const { hasForecast, accepted } = foldPointForOffer(await unit.events(streams[i] ?? ''));
      return { code: p.code, direction: p.direction, hasForecast, accepted };
    }),
  );
}
