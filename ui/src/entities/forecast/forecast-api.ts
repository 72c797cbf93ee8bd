import type { MeteringDirection } from '@portal/events/metering-point-fields';
import type { ProfileStatus } from '@portal/events/read-contracts';
import { api } from '@/lib/api.ts';
import { defineCommand } from '@/lib/commands.ts';

// The forecast reads and commands of issue 11 point 6: the profile status of one point (its
// history and forecasts), the roll-out, the acceptance and the replacement by an upload.

export type { ProfileStatus } from '@portal/events/read-contracts';

export interface PointKey {
  code: string;
  direction: MeteringDirection;
}

/** `GET /api/meteringpoints/{code}/{direction}/profiles`. */
export const profilesUrl = ({ code, direction }: PointKey): string => `/api/meteringpoints/${encodeURIComponent(code)}/${direction}/profiles`;

// The profile status has no topic of its own: it shares the point's tag type, one id per point.
const profileTag = (point: PointKey) => ({ type: 'METERING_POINT' as const, id: `PROFILES/${point.code}:${point.direction}` });

export const forecastApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfileStatus: build.query<ProfileStatus, PointKey>({
      query: profilesUrl,
      providesTags: (_result, _error, point) => [profileTag(point)],
    }),
  }),
});

export const { useGetProfileStatusQuery } = forecastApi;

export const requestForecastRollout = defineCommand('RequestForecastRollout', ({ points }) => points.map(profileTag));
export const acceptLongTermForecast = defineCommand('AcceptLongTermForecast', (point) => [profileTag(point)]);
export const replaceLongTermForecast = defineCommand('ReplaceLongTermForecast', (point) => [profileTag(point)]);

/** How often the roll-out table asks again while a forecast is still requested (ms). */
export const ROLLOUT_POLL_MS = 2000;
