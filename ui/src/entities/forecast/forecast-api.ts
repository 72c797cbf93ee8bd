import type { MeteringDirection } from '@portal/events/metering-point-fields';
import { profileTag } from '@/entities/metering-point/load-profile-api.ts';
import { defineCommand } from '@/lib/commands.ts';

// The forecast reads and commands of issue 11 point 6: the profile status of one point (its
// history and forecasts), the roll-out, the acceptance and the replacement by an upload.

export type { ProfileStatus } from '@portal/events/read-contracts';

export interface PointKey {
  code: string;
  direction: MeteringDirection;
}

// One endpoint and tag for a point's profile status, beside the point's other reads.
export { loadProfileApi as forecastApi, profileTag, useGetProfileStatusQuery } from '@/entities/metering-point/load-profile-api.ts';

export const requestForecastRollout = defineCommand('RequestForecastRollout', ({ points }) => points.map(profileTag));
export const acceptLongTermForecast = defineCommand('AcceptLongTermForecast', (point) => [profileTag(point)]);
export const replaceLongTermForecast = defineCommand('ReplaceLongTermForecast', (point) => [profileTag(point)]);

/** How often the roll-out table asks again while a forecast is still requested (ms). */
export const ROLLOUT_POLL_MS = 2000;
