import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoLogin, logIn } from './login-support.ts';
import type { DemoLogin } from './portal-server.ts';
import { apiBase, contactOf, openTenant } from './portal.ts';

// The dashboard of each role (spec section 2): the cards of what it manages and the
// procurement cards: today's offers, and empty states until strategies and market data exist.

/** A demo login by its mail: the start banner lists several per host (partner user, customers). */
function loginOf(mail: RegExp): DemoLogin {
  const logins = JSON.parse(process.env.E2E_DEMO_LOGINS ?? '[]') as DemoLogin[];
  const found = logins.find((login) => mail.test(login.mail));
  if (!found) throw new Error(`the start banner lists no demo login like ${String(mail)}`);
  return found;
}

const procurementCards = ['todos', 'offers', 'strategies', 'tranches', 'market'];

/** Every failed response and console error of the page, so a test can require none. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

async function dashboardOf(page: Page, tenant: string, user: DemoLogin): Promise<void> {
  await openTenant(page, tenant, '/login');
  await logIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectCards(page: Page, cards: string[]): Promise<void> {
  const shown = page.getByTestId('role-dashboard').locator('[data-testid^="dashboard-card-"]:not([data-testid$="-link"])');
  await expect(shown).toHaveCount(cards.length);
  for (const card of cards) await expect(page.getByTestId(`dashboard-card-${card}`)).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await expect(page.getByTestId('login-cta')).toHaveCount(0);
  // Nothing exists yet for these: each says so in words, none shows a figure.
  await expect(page.getByTestId('dashboard-card-todos').getByTestId('dashboard-empty')).toBeVisible();
  // Market data: the teaser's figures once imported (the demo's sample files, the market journey), else the empty state.
  const market = page.getByTestId('dashboard-card-market');
  await expect(market.getByTestId('dashboard-empty').or(market.getByTestId('market-teaser'))).toBeVisible();
  await expect(market.getByTestId('market-teaser-spot-link')).toHaveAttribute('href', '/market/spot');
  // Today's offers: the count of the role's offers of today, or the empty state when there are none.
  const offers = page.getByTestId('dashboard-card-offers');
  await expect(offers.getByTestId('dashboard-empty').or(offers.getByTestId('dashboard-offers-count'))).toBeVisible();
}

test.describe('dashboard by role', () => {
  test('a visitor keeps the login prompt', async ({ page }) => {
    await openTenant(page, 'alpha', '/dashboard');
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('login-cta')).toBeVisible();
    await expect(page.getByTestId('role-dashboard')).toHaveCount(0);
  });

  test("the admin on the operator's own host sees the partners, no warning and no failing request", async ({ page }) => {
    const failures = watchFailures(page);
    await page.addInitScript(() => localStorage.setItem('portal.cookieDecision', JSON.stringify({ acceptedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() })));
    await page.goto(`${apiBase.replace('127.0.0.1', 'localhost')}/login`);
    await logIn(page, demoLogin('localhost'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectCards(page, ['partners', ...procurementCards]);
    await expect(page.getByTestId('dashboard-partners-count')).toContainText(/\d/);
    await expect(page.getByTestId('dashboard-card-partners-link')).toHaveAttribute('href', '/customer-management/sales-partner');
    await expect(page.getByTestId('footer')).toContainText((await contactOf('localhost')).name);
    await expect(page.locator('.bp6-callout.bp6-intent-warning')).toHaveCount(0);
    expect(failures).toEqual([]);
  });

  test("a partner user sees the partner's customers and users", async ({ page }) => {
    const failures = watchFailures(page);
    await dashboardOf(page, 'alpha', demoLogin('alpha.localhost'));
    await expectCards(page, ['customers', 'users', ...procurementCards]);
    // The demo seeds a firm and a private customer for alpha.
    await expect(page.getByTestId('dashboard-customers-count')).toContainText(/\d/);
    await expect(page.getByTestId('dashboard-card-customers')).toContainText('Muster');
    await expect(page.getByTestId('dashboard-users-count')).toContainText(/[1-9]/);
    expect(failures).toEqual([]);
  });

  test("a firm customer sees its company, its users and its (empty) strategies and tranches", async ({ page }) => {
    const failures = watchFailures(page);
    await dashboardOf(page, 'alpha', loginOf(/^erika\./));
    await expectCards(page, ['company', 'users', ...procurementCards]);
    await expect(page.getByTestId('dashboard-company-name')).not.toBeEmpty();
    await expect(page.getByTestId('dashboard-users-count')).toContainText(/[1-9]/);
    for (const card of ['strategies', 'tranches']) await expect(page.getByTestId(`dashboard-card-${card}`).getByTestId('dashboard-empty')).toBeVisible();
    expect(failures).toEqual([]);
  });

  test('a private customer sees its own record and no user list', async ({ page }) => {
    const failures = watchFailures(page);
    await dashboardOf(page, 'alpha', loginOf(/^paul\./));
    await expectCards(page, ['company', ...procurementCards]);
    await expect(page.getByTestId('dashboard-company-name')).toContainText('Privat');
    expect(failures).toEqual([]);
  });
});
