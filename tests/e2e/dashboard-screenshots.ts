// `npm run screenshots`: starts the demo like the browser tests do (a fresh data directory, a
// free port), logs in as each demo role and saves the dashboard to docs/screenshots/, which the
// README shows. Run it after changing the dashboard, and commit the pictures.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { freshTotpCode } from './login-support.ts';
import { chromiumFlags } from './playwright.config.ts';
import { startPortalServer, type DemoLogin } from './portal-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const target = `${root}docs/screenshots`;

/** Who is photographed: the file name, and the demo login by its mail (README, "Demo logins"). */
const roles: readonly { file: string; mail: RegExp }[] = [
  { file: 'dashboard-admin.png', mail: /^admin@/ },
  { file: 'dashboard-partner-user.png', mail: /^anna\./ },
  { file: 'dashboard-firm-customer-admin.png', mail: /^erika\./ },
  { file: 'dashboard-private-customer.png', mail: /^paul\./ },
];

async function logIn(page: Page, user: DemoLogin): Promise<void> {
  await page.locator('#login-mail').fill(user.mail);
  await page.locator('#login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.locator('#login-code').fill(await freshTotpCode(user.totpSecret));
  await page.getByTestId('login-verify').click();
  await page.getByTestId('role-dashboard').waitFor();
  // A customer's first login asks for the partner's portal terms in a blocking dialog.
  const terms = page.getByTestId('portal-terms-dialog');
  if (await terms.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
    await page.getByTestId('portal-terms-agree').locator('..').click();
    await page.getByTestId('portal-terms-accept').click();
    await terms.waitFor({ state: 'detached' });
  }
}

const server = await startPortalServer(root);
process.env.E2E_DATA_DIR = server.dataDir;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
try {
  mkdirSync(target, { recursive: true });
  for (const role of roles) {
    const user = server.demoLogins.find((login) => role.mail.test(login.mail));
    if (!user) throw new Error(`the start banner lists no demo login like ${String(role.mail)}`);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'de-CH' });
    const page = await context.newPage();
    // The cookie decision made, so the banner covers nothing.
    await page.addInitScript(() => localStorage.setItem('portal.cookieDecision', JSON.stringify({ acceptedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() })));
    await page.goto(`${server.url(user.host)}/login`);
    await logIn(page, user);
    // The cards' reads have answered when no spinner is left.
    await page.locator('.portal-dashboard-card .bp6-spinner').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `${target}/${role.file}` });
    process.stdout.write(`docs/screenshots/${role.file}\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
