import { subjectOf, type Notification, type NotificationDocument, type NotificationHandler } from '@portal/events';

/** Told about a handler that threw or rejected, or a message that could not be read. */
export type BusErrorListener = (error: unknown, notification: Notification | undefined) => void;

// A tenant or topic holding '.', '*', '>' or whitespace would add or widen subject tokens and so
// reach subscribers of another tenant: refused at publish time in every adapter.
const TOKEN = /^[^.*>\s]+$/;

/** `portal.<tenant>.<topic>`, after checking both parts are single, literal subject tokens. */
export function subjectFor(n: Notification): string {
  if (!TOKEN.test(n.tenant)) throw new Error(`bus: tenant ${JSON.stringify(n.tenant)} is not a subject token`);
  if (!TOKEN.test(n.topic)) throw new Error(`bus: topic ${JSON.stringify(n.topic)} is not a subject token`);
  return subjectOf(n);
}

/** Checks a subscription pattern the way NATS does: non-empty tokens, `>` only last. */
export function checkPattern(pattern: string): string[] {
  const tokens = pattern.split('.');
  tokens.forEach((token, i) => {
    const wildcard = token === '*' || token === '>';
    if (!wildcard && !TOKEN.test(token)) throw new Error(`bus: bad subject pattern ${JSON.stringify(pattern)}`);
    if (token === '>' && i !== tokens.length - 1) throw new Error(`bus: '>' must end the pattern ${JSON.stringify(pattern)}`);
  });
  return tokens;
}

/** NATS matching: `*` is exactly one token, a final `>` one or more. */
export function matches(patternTokens: readonly string[], subject: string): boolean {
  const tokens = subject.split('.');
  for (let i = 0; i < patternTokens.length; i += 1) {
    const p = patternTokens[i];
    if (p === '>') return tokens.length > i;
    if (i >= tokens.length) return false;
    if (p !== '*' && p !== tokens[i]) return false;
  }
  return tokens.length === patternTokens.length;
}

const isDocument = (value: unknown): value is NotificationDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a notification and nothing else, or null when a message is not a notification. */
export function asNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null;
  const { topic, messageId, dbId, tenant, row, detail } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof messageId !== 'string' || typeof dbId !== 'string' || typeof tenant !== 'string') return null;
  return { topic, messageId, dbId, tenant, ...(isDocument(row) ? { row } : {}), ...(isDocument(detail) ? { detail } : {}) };
}

/**
 * Runs a handler so that neither a throw nor a rejected promise (a handler declared `async`)
 * escapes into the publisher or the connection's read loop; both go to `onError`.
 */
export function callSafely(handler: NotificationHandler, n: Notification, onError: BusErrorListener): void {
  try {
    const result: unknown = handler(n);
    if (result instanceof Promise) result.catch((error: unknown) => onError(error, n));
  } catch (error) {
    onError(error, n);
  }
}

/** Without a listener, a failing handler still leaves a trace on stderr instead of vanishing. */
export const warnOnError: BusErrorListener = (error, n) => {
  const where = n ? ` for ${subjectOf(n)} ${n.messageId}` : '';
  process.emitWarning(`bus handler failed${where}: ${error instanceof Error ? error.message : String(error)}`);
};
