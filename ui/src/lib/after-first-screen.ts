import { useSyncExternalStore } from 'react';

// What every page has but no first screen needs (the cookie banner, the phone number's
// grouping) loads once the browser is idle after the first screen, so its script is not in
// the way of the form a user came for (issue 10: under 250 KB of script before it is usable).

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const listener of listeners) listener();
}

function scheduleSettle(): void {
  scheduled = true;
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(settle, { timeout: 1500 }) : setTimeout(settle, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled) scheduleSettle();
  return () => listeners.delete(listener);
}

/** False until the page has loaded and the browser was idle once (at most 1.5 s later); then true. */
export const useAfterFirstScreen = (): boolean => useSyncExternalStore(subscribe, () => settled, () => false);
