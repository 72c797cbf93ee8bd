import { runSystemCommand } from '@portal/command-api';
import { DomainError, meteringPointStream, type Actor, type MeteringDirection } from '@portal/events';
import { ForecastFailure, forecastGeneratorName, forecastOutcomeCommandId, generateRequestedForecast } from '@portal/workers';
import { DateTime } from 'luxon';
import type { DemoCustomerLogin } from './demo-customers.ts';
import { demoMeteringPoints } from './demo-metering-points.ts';
import { demoUsers } from './demo-users.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/** The roll-out's fixed commandId: one roll-out per data directory, whatever year a later start sees. */
export const demoRolloutStep = demoCommandId('forecasts', 'rollout');

/** The demo's delivery years: the two calendar years after the first start's (2027 and 2028 when started in 2026). */
export function demoDeliveryYears(now: Date): readonly [number, number] {
  const year = DateTime.fromJSDate(now, { zone: 'Europe/Zurich' }).year;
  return [year + 1, year + 2];
}

export const demoAdmin = (): Actor | null => {
  const admin = demoUsers.find((u) => u.user.role === 'admin')?.user;
  return admin ? { userId: admin.userId, role: 'admin' } : null;
};

// The worker's own identity, so the recorded forecast reads as the worker's whoever generated it.
const forecastWorker: Actor = { userId: `worker:${forecastGeneratorName}`, role: 'system' };

interface DemoPointRef {
  readonly code: string;
  readonly direction: MeteringDirection;
}

/**
 * Accepted long-term forecasts for the demo delivery years of every demo point of the seeded
 * customers, as in the portal: the admin's roll-out (`RequestForecastRollout`), the forecast
 * worker's generation (`generateRequestedForecast`, its file in the blob store, then
 * `RecordLongTermForecast` under the worker's own commandId, so the worker, starting after the
 * seed, finds nothing left to do) and the admin's `AcceptLongTermForecast`. Offers can then be
 * released. Safe on every start: each step runs under a fixed commandId and is skipped once
 * taken. Returns how many demo points have an accepted forecast from this seed.
 */
export async function seedDemoForecasts(deps: DemoDeps, customers: readonly DemoCustomerLogin[], now = new Date()): Promise<number> {
  const admin = demoAdmin();
  const points: DemoPointRef[] = demoMeteringPoints
    .filter((demo) => customers.some((c) => c.mail === demo.customerMail))
    .flatMap((demo) => demo.points.map(({ code, direction }) => ({ code, direction })));
  if (!admin || points.length === 0) return 0;
  if (!(await deps.eventStore.lookupCommand(demoRolloutStep))) {
    const [fromYear, toYear] = demoDeliveryYears(now);
    await runSystemCommand(deps, 'RequestForecastRollout', { points, fromYear, toYear }, demoRolloutStep, admin);
  }
  let accepted = 0;
  for (const point of points) {
    const forecastId = await rolledOutForecastId(deps, point);
    if (!forecastId) continue;
    const acceptStep = demoCommandId(forecastId, 'accept-forecast');
    if (await deps.eventStore.lookupCommand(acceptStep)) {
      accepted += 1;
      continue;
    }
    try {
      // Null when the worker already recorded it (a start that stopped between the two steps).
      const generated = await generateRequestedForecast(deps, { ...point, forecastId });
      if (generated) await runSystemCommand(deps, 'RecordLongTermForecast', generated, forecastOutcomeCommandId(forecastId), forecastWorker);
      await runSystemCommand(deps, 'AcceptLongTermForecast', { ...point, forecastId }, acceptStep, admin);
      accepted += 1;
    } catch (error) {
      // A forecast the generator refused (or an operator replaced) stays as it is; its offers are then not released.
      if (!(error instanceof DomainError || error instanceof ForecastFailure || error instanceof RangeError)) throw error;
      deps.log?.(`demo forecast of ${point.code} (${point.direction}) not accepted: ${error.message}`);
    }
  }
  return accepted;
}

/** The forecast the demo roll-out requested for the point (none when the point was not in it). */
async function rolledOutForecastId(deps: DemoDeps, point: DemoPointRef): Promise<string | null> {
  const events = await deps.eventStore.readStream(meteringPointStream(point.code, point.direction));
  const requested = events.find((e) => e.type === 'LongTermForecastRequested' && e.metadata.commandId === demoRolloutStep);
  return requested ? (requested.data as { forecastId: string }).forecastId : null;
}
