import { TOAST_TIMEOUT_MS } from '@/config/constants.ts';
import type { Problem } from '@/lib/http.ts';
import { isErrorCode } from './codes.ts';

// The rules of client messages (spec sections 4 and 8), free of React and Blueprint so they are
// tested on their own; components/toaster.tsx only renders what these decide.

export type MessageType = 'info' | 'error' | 'warning' | 'success';

export interface ClientMessage {
  type: MessageType;
  /** A catalogue code (spec section 8); unknown codes fall back to the connection-error text. */
  code?: string;
  /** A catalogue key for messages that have no server code, e.g. `download.noData`. */
  key?: string;
  params?: Record<string, string | number>;
  /** Overrides the 10 s of info, warning and success; errors never close by themselves. */
  timeoutMs?: number;
}

export interface ToastSpec {
  titleKey: string;
  messageKey: string;
  params: Record<string, string | number>;
  /** 0 = stays until closed. */
  timeoutMs: number;
  intent: 'primary' | 'danger' | 'warning' | 'success';
  /** What else the message asks of the app: NOT_AUTHORIZED logs out (spec section 4). */
  effect: 'logout' | null;
}

const intents = { info: 'primary', error: 'danger', warning: 'warning', success: 'success' } as const;

export function toastTimeout(message: Pick<ClientMessage, 'type' | 'timeoutMs'>): number {
  if (message.type === 'error') return 0;
  return message.timeoutMs ?? TOAST_TIMEOUT_MS;
}

export function messageKeyOf(message: Pick<ClientMessage, 'code' | 'key'>): string {
  if (message.key) return message.key;
  if (message.code && isErrorCode(message.code)) return `codes.${message.code}`;
  return 'client.fallback';
}

export function toastSpec(message: ClientMessage): ToastSpec {
  // ERR_BAD_REQUEST is its own toast: a permission or network refusal, not a failure to retry.
  const titleKey = message.code === 'ERR_BAD_REQUEST' ? 'toast.badRequestTitle' : `toast.titles.${message.type}`;
  return {
    titleKey,
    messageKey: messageKeyOf(message),
    params: message.params ?? {},
    timeoutMs: toastTimeout(message),
    intent: intents[message.type],
    effect: message.code === 'NOT_AUTHORIZED' ? 'logout' : null,
  };
}

/** The toast for a failed call; the server's own text rides along for TRANSLATED_NOTIFICATION. */
export function messageFromProblem(problem: Problem): ClientMessage {
  return { type: 'error', code: problem.code, params: { message: problem.message } };
}

/** Spec section 7: a startup failure that is not a client error shows the default client error. */
export function startupFailureMessage(problem: Problem): ClientMessage {
  return problem.isClientError ? messageFromProblem(problem) : { type: 'error', key: 'client.defaultError' };
}

/**
 * A stable identity for a toast, so the same failure reported by several components at once
 * (e.g. every query of a page after the connection dropped) shows once.
 */
export function toastKey(message: ClientMessage): string {
  return `${message.type}:${message.code ?? message.key ?? ''}`;
}
