import type { MarketImportKind } from '@portal/events/market-fields';
import { maxMarketFileBytes, type MarketFileResult } from '@portal/events';
import { parseEcbCsv } from './ecb-csv.ts';
import { parseEntsoeXml } from './entsoe-xml.ts';
import { parseForwardCsv } from './forward-csv.ts';
import { notThisKind } from './import-errors.ts';
import { parseSnbCsv } from './snb-csv.ts';

/**
 * Reads a market file of a kind whole, or says why not: the one entry point the import worker,
 * the projection (which parses the stored file again) and the tests use. Pure and
 * deterministic: the same bytes give the same series.
 */
export function parseMarketFile(kind: MarketImportKind, bytes: Uint8Array): MarketFileResult {
  if (bytes.length === 0) return notThisKind(kind, 'the file is empty');
  if (bytes.length > maxMarketFileBytes) return notThisKind(kind, `the file is larger than ${maxMarketFileBytes / 1024 / 1024} MiB`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return notThisKind(kind, 'the file is not UTF-8 text');
  }
  switch (kind) {
    case 'ECB_FX':
      return parseEcbCsv(text);
    case 'SNB_FX':
      return parseSnbCsv(text);
    case 'ENTSOE_SPOT':
      return parseEntsoeXml(text);
    case 'FORWARD_CSV':
      return parseForwardCsv(text);
  }
}
