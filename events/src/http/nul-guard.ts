import { validationError } from '../core/errors.ts';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in a request would only
 * fail at append time as a server error. Refuse it up front, naming the field.
 */
export function assertNoNul(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw validationError(path || '(root)', 'must not contain the NUL character');
    return;
  }
  // Binary bodies (uploads) are bytes, not text: NUL is a byte like any other there.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) throw validationError(childPath, 'must not contain the NUL character');
    assertNoNul(child, childPath);
  }
}
