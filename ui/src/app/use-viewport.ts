import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@/config/constants.ts';

export type ViewportSize = 'large' | 'medium' | 'small';

const largeQuery = `(min-width: ${LAYOUT.breakpoints.large}px)`;
const smallQuery = `(max-width: ${LAYOUT.breakpoints.small - 1}px)`;
const tooSmallQuery = `(max-width: ${LAYOUT.minScreen.width - 1}px), (max-height: ${LAYOUT.minScreen.height - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const queries = [largeQuery, smallQuery, tooSmallQuery].map((q) => window.matchMedia(q));
  for (const q of queries) q.addEventListener('change', onChange);
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

function size(): ViewportSize {
  if (window.matchMedia(largeQuery).matches) return 'large';
  return window.matchMedia(smallQuery).matches ? 'small' : 'medium';
}

/** The breakpoints of spec section 9: large from 1264 px, small below 600 px. */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, size);
}

/** Below the minimum screen of 1300 × 500 the shell shows a hint. */
export function useBelowMinimumScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(tooSmallQuery).matches);
}
