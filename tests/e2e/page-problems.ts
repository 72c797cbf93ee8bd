import type { BrowserContext } from '@playwright/test';

// What a page must not do unannounced: log a console error, throw an uncaught error, or have a
// request fail (status >= 400, or no answer at all). csp-guard.ts watches every context a test
// opens with this; a test announces the problems it provokes on purpose (a wrong password's 401)
// with `pageProblems.expect`, each with its reason.

/** One problem as a line a reader can act on: kind, where, what. */
export type PageProblem = string;

interface Expected {
  readonly match: RegExp;
  readonly reason: string;
}

export interface PageProblems {
  /** Lets problems matching `match` pass in this test; `reason` says why the test provokes them. */
  expect(match: RegExp, reason: string): void;
  /** What no expectation (this test's or the shared list's) covers. */
  unexpected(): PageProblem[];
}

// Problems every page may show; keep each reason, and remove the entry once its cause is gone.
const expectedEverywhere: Expected[] = [
  {
    // A page left while a request is running cancels it; that is the browser, not a fault.
    match: /^requestfailed .* net::ERR_ABORTED$/,
    reason: 'navigation cancels running requests',
  },
];

// Per worker; the tests of a worker run one at a time (workers: 1, not fully parallel).
let seen: PageProblem[] = [];
let expected: Expected[] = [];

export function watchPageProblems(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every answer >= 400 as "Failed to load resource" without its URL; the
    // response listener below records the same answer with its URL and method.
    if (message.text().startsWith('Failed to load resource')) return;
    seen.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    seen.push(`uncaught error on ${error.page()?.url() ?? '?'}: ${error.error().message}`);
  });
  context.on('response', (response) => {
    if (response.status() < 400) return;
    seen.push(`response ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    seen.push(`requestfailed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`.trim());
  });
}

/** Starts a test's record: nothing seen, nothing expected beyond the shared list. */
export function pageProblemsOf(): PageProblems {
  seen = [];
  expected = [...expectedEverywhere];
  return {
    expect(match, reason) {
      expected.push({ match, reason });
    },
    unexpected: () => seen.filter((problem) => !expected.some(({ match }) => match.test(problem))),
  };
}
