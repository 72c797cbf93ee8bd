/** Whether a route's tenant check (which throws) lets the session through. */
export const passes = (check: () => void): boolean => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/** A notification row's field as text, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
