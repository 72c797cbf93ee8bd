import { parentPort } from 'node:worker_threads';
import type { MarketImportKind } from '@portal/events';
import { parseMarketFile } from './importers/parse-market-file.ts';

// The thread behind parseMarketFileOffThread: parses one file per message and answers with the
// result (plain data, copied back) or the error's text.

interface Request {
  readonly id: number;
  readonly kind: MarketImportKind;
  readonly bytes: Uint8Array;
}

parentPort?.on('message', ({ id, kind, bytes }: Request) => {
  try {
    parentPort?.postMessage({ id, result: parseMarketFile(kind, bytes) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
