import { volumeDeviation } from '@portal/events/load-profile';
import { type Decimal, toDecimal } from '@portal/events/units';
import { DateTime } from 'luxon';
import type { ProfileFinding } from '@/entities/metering-point/load-profile-upload.ts';
import type { MarketZone } from '@/entities/metering-point/load-profile-query.ts';

// The findings of a load profile (the check route's answer or the upload command's refusal)
// as the rows of the upload dialog's table, and the 10 % question before an upload.

export interface FindingRow {
  /** 1-based, the header is line 1; null for the whole file */
  line: number | null;
  column: number | null;
  /** the quarter hour in the point's zone, with its offset on the two 02:00 of October */
  timestamp: string;
  message: string;
  key: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The table rows: the timestamp in the point's market zone (dd.mm.yyyy HH:mm and the offset),
 * the text of the finding's rule in the user's language, the API's English message as the
 * fallback for a rule the UI does not know yet.
 *
 * @example
 * findingRows([{ code: 'INVALID_FORMAT', line: 12, column: 3, timestamp: '2026-01-01T02:30:00+01:00', message: '…', key: 'errorInfo.loadProfile.commaDecimal' }], 'Europe/Zurich', t)
 * // [{ line: 12, column: 3, timestamp: '01.01.2026 02:30 (UTC+01:00)', message: 'Dezimalkomma …', key: … }]
 */
export function findingRows(findings: readonly ProfileFinding[], zone: MarketZone, t: Translate): FindingRow[] {
  return findings.map((finding) => ({
    line: finding.line,
    column: finding.column,
    timestamp: finding.timestamp ? localTimestamp(finding.timestamp, zone) : '',
    message: finding.key.startsWith('errorInfo.loadProfile.') ? t(finding.key, { defaultValue: finding.message }) : finding.message,
    key: finding.key,
  }));
}

/** An ISO instant as the point's local time with its offset; the text itself if it is none. */
export function localTimestamp(iso: string, zone: MarketZone): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.setZone(zone).toFormat("dd.MM.yyyy HH:mm '(UTC'ZZ')'") : iso;
}

/**
 * The upload's kWh as a year: a file of a whole year (365 or 366 days) as it is, a shorter or
 * longer one scaled by 365 over its days, so a one-month file compares with the yearly quantity.
 *
 * @example yearlyKwh('1000', 1).toFixed() // '365000'
 */
export function yearlyKwh(kwh: string, days: number): Decimal {
  const total = toDecimal(kwh);
  if (days === 365 || days === 366 || days <= 0) return total;
  return total.times(365).div(days);
}

/**
 * The 10 % question of spec section 5: the uploaded yearly kWh against the point's declared
 * yearly quantity; `ask` when it deviates by more than 10 % either way.
 *
 * @example uploadDeviation('1120000', 365, '1000000') // { percent: '12.00', ask: true }
 */
export function uploadDeviation(kwh: string, days: number, yearlyQuantityKwh: string): { percent: string | null; ask: boolean } {
  return volumeDeviation(yearlyKwh(kwh, days), yearlyQuantityKwh);
}
