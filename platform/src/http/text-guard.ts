import { validationError } from '@portal/events';

interface Visit {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Visit | undefined;
}

/**
 * Text PostgreSQL cannot store would only fail at append time, as a server error: U+0000 in text
 * or jsonb, and a lone UTF-16 surrogate (JSON.stringify writes it as `\ud800`, which jsonb
 * refuses). Refuse both up front, naming the field, in values and in keys. The walk keeps its
 * own stack instead of recursing, and builds a field path only for the field it refuses:
 * whatever the nesting, it cannot overflow the call stack or grow quadratic.
 */
export function assertStorableText(value: unknown, path = ''): void {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const problem = (visit.key !== undefined ? textProblem(visit.key) : undefined) ?? (typeof visit.value === 'string' ? textProblem(visit.value) : undefined);
    if (problem) throw validationError(pathOf(visit, path), problem);
    const node = visit.value;
    // Binary bodies (uploads) are bytes, not text: NUL is a byte like any other there.
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    // Pushed last to first, so the first offending field in document order is the one named.
    for (const [key, child] of Object.entries(node).reverse()) pending.push({ value: child, key, parent: visit });
  }
}

/** With the `u` flag a surrogate pair is one code point: only an unpaired half matches. */
const loneSurrogate = /\p{Surrogate}/u;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (loneSurrogate.test(text)) return 'must not contain an unpaired surrogate (not valid Unicode)';
  return undefined;
}

function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return [root, ...keys.reverse()].filter((part) => part !== '').join('.') || '(root)';
}
