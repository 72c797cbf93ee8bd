/** The slice of pino the engine uses; a pino logger fits as is. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

const TRANSIENT_SQLSTATE = /^(08|40|53|57|58)/;
const TRANSIENT_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * Whether retrying the same write may succeed: lost connections, deadlocks, a server shutting
 * down. Data errors (a document the store rejects) are not, and stop the projection instead of
 * retrying forever.
 */
export function isTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; errorLabels?: unknown; hasErrorLabel?: (label: string) => boolean };
  if (typeof e.code === 'string' && (TRANSIENT_SQLSTATE.test(e.code) || TRANSIENT_ERRNO.has(e.code))) return true;
  if (typeof e.name === 'string' && /^Mongo(Network|ServerSelection|NotConnected|Timeout|PoolClosed)/.test(e.name)) return true;
  if (typeof e.hasErrorLabel === 'function' && (e.hasErrorLabel('TransientTransactionError') || e.hasErrorLabel('RetryableWriteError'))) return true;
  return typeof e.message === 'string' && /Connection terminated|connection (closed|reset)|timeout exceeded when trying to connect/i.test(e.message);
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
