import { validationError } from '../core/errors.ts';

interface Visit {
  readonly value: unknown;
  readonly key: string | undefined;
  readonly parent: Visit | undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in a request would only
 * fail at append time as a server error. Refuse it up front, naming the field. The walk keeps
 * its own stack instead of recursing, and builds a field path only for the field it refuses:
 * whatever the nesting, it cannot overflow the call stack or grow quadratic.
 */
export function assertNoNul(value: unknown, path = ''): void {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (visit.key?.includes('\u0000') || (typeof visit.value === 'string' && visit.value.includes('\u0000'))) {
      throw validationError(pathOf(visit, path), 'must not contain the NUL character');
    }
    const node = visit.value;
    // Binary bodies (uploads) are bytes, not text: NUL is a byte like any other there.
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    // Pushed last to first, so the first offending field in document order is the one named.
    for (const [key, child] of Object.entries(node).reverse()) pending.push({ value: child, key, parent: visit });
  }
}

function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return [root, ...keys.reverse()].filter((part) => part !== '').join('.') || '(root)';
}
