import type { MarketImportKind } from '@portal/events';
import { marketImportCompletedData, sha256Of } from '@portal/events/testing';
import { parseMarketFile } from '../market/importers/parse-market-file.ts';

/**
 * `MarketImportCompleted` of a file that parses: its sha256 and its series' summaries, taken from
 * the file itself as the import worker does, so the event and the file the projection reads again
 * agree. Throws for a file that does not parse.
 */
export function completedFromFile(jobId: string, kind: MarketImportKind, bytes: Uint8Array, completedAt?: string) {
  const parsed = parseMarketFile(kind, bytes);
  if (!parsed.ok) throw new Error(`not a ${kind} file: ${parsed.errors[0]?.message ?? ''}`);
  return marketImportCompletedData(jobId, sha256Of(bytes), parsed.series.map((s) => s.summary), { kind, ...(completedAt ? { completedAt } : {}) });
}
