import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { totpCode } from '../../command-api/src/identity/credentials/totp.ts';
import { startPortalServer, type DemoLogin } from '../e2e/portal-server.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { coldLoad, median, type ColdLoad } from './lib/first-screen.ts';

const chromiumPath = '/usr/bin/chromium';
// The browser tests' flags (tests/e2e/playwright.config.ts): no downloads, no background traffic.
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const loads = 5;
/** The issue's target: at most this much compressed JavaScript before the login form is usable. */
const jsBudgetKb = 250;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function medianOf(what: string, load: () => Promise<ColdLoad>): Promise<ColdLoad> {
  await load(); // one load to warm the server's file cache and JIT, not counted
  const runs: ColdLoad[] = [];
  for (let i = 0; i < loads; i += 1) runs.push(await load());
  const result = { readyMs: median(runs.map((r) => r.readyMs)), jsBytes: median(runs.map((r) => r.jsBytes)), jsFiles: runs.at(-1)?.jsFiles ?? [] };
  progress(`${what}: ${runs.map((r) => r.readyMs.toFixed(0)).join(', ')} ms; median ${result.readyMs.toFixed(0)} ms, ${(result.jsBytes / 1024).toFixed(1)} KiB of JavaScript`);
  progress(`${what}: ${result.jsFiles.map((file) => `${file.path.replace(/^.*\//, '')} ${(file.bytes / 1024).toFixed(1)}`).join(', ')}`);
  return result;
}

/** The session cookie of a demo user after both login steps, for cold loads that start logged in. */
async function sessionOf(browser: Browser, loginUrl: string, user: DemoLogin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(loginUrl);
    await page.locator('#login-mail').fill(user.mail);
    await page.locator('#login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await page.locator('#login-code').fill(await totpCode(user.totpSecret, new Date()));
    await page.getByTestId('login-verify').click();
    await page.getByTestId('dashboard').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The first screens as a user meets them, cold (new browser context, empty cache), against the
 * all-in-one server on a fresh data directory with the UI as `npm run build:ui` builds it now.
 * - `ui.login.ready_ms`: median of 5 loads of alpha.localhost/login until the mail field is
 *   visible and enabled; the ceiling is a static file of the same server (robots.txt) loaded
 *   the same way.
 * - `ui.login.js_kb`: compressed JavaScript that had arrived by then; the ceiling is the target.
 * - `ui.dashboard.ready_ms`: the demo partner user, logged in, loads /dashboard until its card
 *   shows; the ceiling is the static file again.
 * The runner's database is not used: the server keeps its own PGlite in its data directory.
 */
export default defineBench({
  figures: ['ui.login.ready_ms', 'ui.login.js_kb', 'ui.dashboard.ready_ms'],
  async run(_db, report) {
    if (!existsSync(chromiumPath)) {
      progress(`ui: skipped, there is no ${chromiumPath}`);
      return;
    }
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', 'ui', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
    const server = await startPortalServer(root);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const host = 'alpha.localhost';
      const partner = server.demoLogins.find((login) => login.host === host);
      if (!partner) throw new Error(`the start banner lists no demo login for ${host}`);
      const staticFile = await medianOf('static robots.txt', () => coldLoad(browser, `${server.url(host)}/robots.txt`, undefined));
      const login = await medianOf('login form', () => coldLoad(browser, `${server.url(host)}/login`, '#login-mail'));
      const storageState = await sessionOf(browser, `${server.url(host)}/login`, partner);
      const dashboard = await medianOf('dashboard', () => coldLoad(browser, `${server.url(host)}/dashboard`, '[data-testid="dashboard"]', { storageState }));
      report(lowerIsBetter('ui.login.ready_ms', login.readyMs, staticFile.readyMs, 'ms'));
      report(lowerIsBetter('ui.login.js_kb', login.jsBytes / 1024, jsBudgetKb, 'KiB'));
      report(lowerIsBetter('ui.dashboard.ready_ms', dashboard.readyMs, staticFile.readyMs, 'ms'));
    } finally {
      await browser.close();
      await server.stop();
    }
  },
});
