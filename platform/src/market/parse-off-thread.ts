import { Worker } from 'node:worker_threads';
import type { MarketFileResult, MarketImportKind } from '@portal/events';

type Answer = { readonly id: number; readonly result: MarketFileResult } | { readonly id: number; readonly error: string };
interface Pending {
  readonly resolve: (result: MarketFileResult) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  worker = null;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./market-parse-worker.ts', import.meta.url));
  thread.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) thread.unref();
    if ('error' in answer) waiting?.reject(new Error(`parsing the market file failed: ${answer.error}`));
    else waiting?.resolve(answer.result);
  });
  thread.on('error', (error) => failAll(error));
  thread.on('exit', (code) => {
    if (worker === thread) failAll(new Error(`the market parse thread ended with code ${code}`));
  });
  worker = thread;
  return thread;
}

/**
 * parseMarketFile on a thread of its own: the same result, but ten years of ENTSO-E XML (seconds
 * of parsing) no longer stop the process's event loop, which in the all-in-one server also
 * answers every request. One thread, started on first use and kept while the process lives; it
 * holds the process open only while a parse is under way.
 */
export function parseMarketFileOffThread(kind: MarketImportKind, bytes: Uint8Array): Promise<MarketFileResult> {
  const thread = started();
  const id = nextId++;
  return new Promise<MarketFileResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, kind, bytes });
  });
}
