import { createHash } from 'node:crypto';
import type { MarketFileError, MarketImportKind, MarketSeriesSummary } from '../market/market-fields.ts';

/**
 * Market import event data for specs of the read side (the series projection, the jobs view,
 * the routes): each event of a job as the write side records it, with what a spec names and
 * nothing else (`completedFromFile`, which parses a file, is in `@portal/platform/testing`, beside
 * the importers).
 */
const admin = { userId: 'a5f0c2d4-0000-4000-8000-00000000000a', role: 'admin' };

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** An ECB reference-rate file (eurofxref-hist.csv layout, newest first): `{ '2024-01-02': { USD: 1.0956, CHF: 0.9305 } }`. */
export function ecbCsv(rates: Readonly<Record<string, Readonly<Record<string, number | 'N/A'>>>>): string {
  const days = Object.keys(rates).sort().reverse();
  const currencies = [...new Set(days.flatMap((day) => Object.keys(rates[day] ?? {})))];
  const rows = days.map((day) => `${day},${currencies.map((c) => String(rates[day]?.[c] ?? 'N/A')).join(',')},`);
  return [`Date,${currencies.join(',')},`, ...rows].join('\n') + '\n';
}

export const marketImportStartedData = (
  jobId: string,
  sha256: string,
  extra: Partial<{ kind: MarketImportKind; source: 'UPLOAD' | 'INBOX'; fileName: string; size: number; startedAt: string }> = {},
) => ({
  jobId,
  kind: extra.kind ?? 'ECB_FX',
  source: extra.source ?? 'UPLOAD',
  sha256,
  fileName: extra.fileName ?? 'eurofxref-hist.csv',
  size: extra.size ?? 1024,
  startedAt: extra.startedAt ?? '2026-11-26T10:00:00.000Z',
  by: admin,
});

export const marketImportCompletedData = (jobId: string, sha256: string, series: readonly MarketSeriesSummary[], extra: Partial<{ kind: MarketImportKind; completedAt: string }> = {}) => ({
  jobId,
  kind: extra.kind ?? 'ECB_FX',
  sha256,
  series,
  values: series.reduce((sum, s) => sum + s.values, 0),
  completedAt: extra.completedAt ?? '2026-11-26T10:00:05.000Z',
});

export const marketImportSkippedData = (jobId: string, sha256: string, importedBy: string, extra: Partial<{ kind: MarketImportKind; completedAt: string }> = {}) => ({
  jobId,
  kind: extra.kind ?? 'ECB_FX',
  sha256,
  importedBy,
  completedAt: extra.completedAt ?? '2026-11-26T10:00:05.000Z',
});

export const marketImportFailedData = (jobId: string, errors: readonly MarketFileError[], extra: Partial<{ kind: MarketImportKind; errorCount: number; failedAt: string }> = {}) => ({
  jobId,
  kind: extra.kind ?? 'ECB_FX',
  errors,
  errorCount: extra.errorCount ?? errors.length,
  failedAt: extra.failedAt ?? '2026-11-26T10:00:05.000Z',
});

export const marketImportErrorFlagRemovedData = (jobId: string, removedAt = '2026-11-26T11:00:00.000Z') => ({ jobId, by: admin, removedAt });
