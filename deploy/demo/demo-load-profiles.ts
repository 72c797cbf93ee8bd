import { runSystemCommand } from '@portal/command-api';
import type { MarketZone } from '@portal/events/units';
import { DateTime } from 'luxon';
import { demoMeteringPoints } from './demo-metering-points.ts';
import { alphaDemoId } from './demo-partners.ts';
import { demoUsers } from './demo-users.ts';
import { demoCommandId, type DemoDeps } from './seed-demo.ts';

/** The demo's history year: a whole calendar year, so a roll-out from 2027 has its 365 days. */
export const demoHistoryYear = 2025;

/**
 * A measured-looking year for a point in the ISO layout of docs/load-profiles.md: a working-day
 * shape (night base, day plateau, lunch dip), weekends and 1 January at base, a winter
 * surcharge; a production point a daylight bell, larger in summer. Scaled so the year holds
 * about the point's yearly quantity; kW to 3 decimals (the default kW step).
 */
export function demoProfileCsv(yearlyKwh: number, direction: 'CONS' | 'PROD', zone: MarketZone, year = demoHistoryYear): string {
  const start = DateTime.fromObject({ year, month: 1, day: 1 }, { zone });
  const end = start.plus({ years: 1 });
  const shapes: { at: DateTime; weight: number }[] = [];
  for (let t = start; t < end; t = t.plus({ minutes: 15 })) shapes.push({ at: t, weight: weightAt(t, direction) });
  const total = shapes.reduce((sum, s) => sum + s.weight, 0);
  const kwPerWeight = (yearlyKwh * 4) / total;
  const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true }) ?? '';
  const lines = shapes.map(({ at, weight }) => `${iso(at)};${iso(at.plus({ minutes: 15 }))};${(weight * kwPerWeight).toFixed(3)}`);
  return `from;to;kW\r\n${lines.join('\r\n')}\r\n`;
}

function weightAt(t: DateTime, direction: 'CONS' | 'PROD'): number {
  const hour = t.hour + t.minute / 60;
  const summer = Math.cos(((t.ordinal - 172) / 365) * 2 * Math.PI); // 1 at midsummer, -1 at midwinter
  if (direction === 'PROD') {
    const daylight = 6 + 2.5 * summer; // half the day length in hours
    const fromNoon = Math.abs(hour - 13);
    return fromNoon >= daylight ? 0 : Math.cos((fromNoon / daylight) * (Math.PI / 2)) * (1.4 + 0.6 * summer);
  }
  const workday = t.weekday <= 5 && !(t.month === 1 && t.day === 1) && !(t.month === 12 && t.day >= 25);
  const winter = 1 + 0.15 * -summer;
  if (!workday) return 0.3 * winter;
  const plateau = hour >= 7 && hour < 18 ? (hour >= 12 && hour < 13 ? 0.85 : 1) : hour >= 6 && hour < 20 ? 0.6 : 0.3;
  return plateau * winter;
}

/**
 * A year of history for every demo point, uploaded by alpha's demo partner user as in the portal
 * (the file goes to the blob store, `UploadLoadProfile` checks and records it). Safe on every
 * start: each upload runs under a fixed commandId.
 */
export async function seedDemoLoadProfiles(deps: DemoDeps): Promise<number> {
  const partnerUser = demoUsers.find((u) => u.user.salesPartnerId === alphaDemoId)?.user;
  if (!partnerUser) return 0;
  const actor = { userId: partnerUser.userId, role: 'salesPartner' as const, salesPartnerId: alphaDemoId };
  let uploaded = 0;
  for (const { points } of demoMeteringPoints) {
    for (const point of points) {
      const commandId = demoCommandId(`${point.code}-${point.direction}`, `history-${demoHistoryYear}`);
      if (await deps.eventStore.lookupCommand(commandId)) continue;
      const csv = demoProfileCsv(Number(point.yearlyQuantityKwh), point.direction, 'Europe/Zurich');
      const file = await deps.blobStore.put(Buffer.from(csv, 'utf8'), 'text/csv');
      const period = { from: `${demoHistoryYear}-01-01`, to: `${demoHistoryYear}-12-31`, resolution: 15 as const, timeZone: 'Europe/Zurich' as const };
      await runSystemCommand(deps, 'UploadLoadProfile', { code: point.code, directions: point.direction, ...period, file: file.hash }, commandId, actor);
      uploaded += 1;
    }
  }
  return uploaded;
}
