import type { Browser, BrowserContextOptions } from '@playwright/test';

// How long a cold page load takes until a selector is usable, measured inside the page: the
// clock is the page's own (performance.now() counts from the navigation's start), so the
// browser-driver round trips of Playwright do not add to the figure.

export interface ColdLoad {
  /** Milliseconds from the navigation's start to the first moment the selector was usable. */
  readyMs: number;
  /** Compressed bytes (encoded body sizes) of the JavaScript files that had arrived by then. */
  jsBytes: number;
  /** Those files with their compressed bytes, largest first (what to cut when the budget is missed). */
  jsFiles: { path: string; bytes: number }[];
}

declare global {
  interface Window {
    __portalReadyAt?: number;
  }
}

/** Runs in the page before its own scripts: notes when `selector` is first visible and enabled. */
function watchReady(selector: string): void {
  const check = (): boolean => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element || element.offsetParent === null || element.matches(':disabled')) return false;
    window.__portalReadyAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * One cold load of `url` in a fresh browser context (empty cache, no connections to reuse):
 * with `selector`, until that element is usable; without, until the document's load event.
 */
export async function coldLoad(browser: Browser, url: string, selector: string | undefined, context: BrowserContextOptions = {}): Promise<ColdLoad> {
  const fresh = await browser.newContext(context);
  try {
    const page = await fresh.newPage();
    if (selector) await page.addInitScript(watchReady, selector);
    await page.goto(url, { waitUntil: selector ? 'commit' : 'load' });
    if (selector) await page.waitForFunction(() => window.__portalReadyAt !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const readyMs = window.__portalReadyAt ?? navigation?.loadEventEnd ?? performance.now();
      const jsFiles = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.responseEnd <= readyMs && /\.m?js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }))
        .sort((a, b) => b.bytes - a.bytes);
      const jsBytes = jsFiles.reduce((sum, file) => sum + file.bytes, 0);
      return { readyMs, jsBytes, jsFiles };
    });
  } finally {
    await fresh.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
