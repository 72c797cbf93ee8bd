import { type BrowserContext, expect, test as base } from '@playwright/test';
import { type PageProblems, pageProblemsOf, watchPageProblems } from './page-problems.ts';

// Every browser test imports `test` from here, never from @playwright/test (eslint enforces it):
// each page it opens, in its own context or one made with browser.newContext/newPage, reports
// Content-Security-Policy violations, console errors, uncaught errors and failed requests, and a
// test with any it did not announce (`pageProblems.expect`) fails at its end.

/** One `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

const reportBinding = '__portalCspViolation';

// Per worker; the tests of a worker run one at a time (workers: 1, not fully parallel).
let violations: CspViolation[] = [];

async function watch(context: BrowserContext): Promise<void> {
  await context.exposeBinding(reportBinding, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  watchPageProblems(context);
  // Before any script of the page: violations while the document loads count too.
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)[binding];
      void report?.({
        page: document.location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  }, reportBinding);
}

export const test = base.extend<{ cspViolations: CspViolation[]; pageProblems: PageProblems }>({
  browser: [
    async ({ browser }, use) => {
      // browser.newPage goes through newContext as well, so this covers both.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watch(context);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
  cspViolations: [
    async ({ context: _context }, use) => {
      violations = [];
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ context: _context }, use) => {
      const problems = pageProblemsOf();
      await use(problems);
      expect(problems.unexpected(), 'console errors and failed requests the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
