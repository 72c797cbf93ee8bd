import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoLogin, logIn } from './login-support.ts';
import { tenantUrl } from './portal.ts';

// Issue 10, points 4 and 7: the sections' tabs, the redirect of an area's empty path, the
// socket on early loads and the user menu's tooltip.

/** Every path the app's history took, in order (the router pushes and replaces through these). */
async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { portalPaths: string[] }).portalPaths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(url, location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

const historyOf = (page: Page) => page.evaluate(() => (window as unknown as { portalPaths: string[] }).portalPaths);

test.describe('navigation', () => {
  test('a section shows the tabs the role may open; the URL selects one, clicking one navigates', async ({ page }) => {
    await page.goto(tenantUrl('alpha', '/login'));
    await logIn(page, demoLogin('alpha.localhost'));

    await page.getByTestId('menu-customers').click();
    const tabs = page.getByTestId('section-tabs');
    await expect(page).toHaveURL(/\/customer-management\/customers$/);
    await expect(tabs.getByRole('link')).toHaveText(['Kunden', 'Messpunkte']);
    await expect(page.getByTestId('section-tabs-customers')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('section-tabs-meteringPoints').click();
    await expect(page).toHaveURL(/\/customer-management\/meteringpoints$/);
    await expect(page.getByTestId('section-tabs-meteringPoints')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('section-tabs-customers')).not.toHaveAttribute('aria-current', 'page');

    // Back in history is back on the first tab: the URL, not the component, holds the choice.
    await page.goBack();
    await expect(page.getByTestId('section-tabs-customers')).toHaveAttribute('aria-current', 'page');

    // Procurement joins /offers and /strategies; the admin section of a partner has one child, so no tabs.
    await page.getByTestId('menu-procurement').click();
    await page.getByTestId('section-tabs-strategies').click();
    await expect(page).toHaveURL(/\/strategies$/);
    await page.getByTestId('menu-admin').click();
    await expect(page).toHaveURL(/\/admin\/margins-service-fees$/);
    await expect(page.getByTestId('section-tabs')).toHaveCount(0);
  });

  test('account settings open on the role’s page without showing the empty area first', async ({ page }) => {
    await recordHistory(page);
    await page.goto(tenantUrl('alpha', '/login'));
    await logIn(page, demoLogin('alpha.localhost'));
    await page.getByTestId('user-avatar').click();
    await page.getByTestId('drawer-accountSettings').click();
    await expect(page).toHaveURL(/\/account-settings\/account$/);
    await expect(page.getByTestId('section-tabs')).toBeVisible();
    // The old redirect rendered /account-settings (nothing) and then replaced it in an effect.
    expect(await historyOf(page)).not.toContain('/account-settings');

    await page.goto(tenantUrl('alpha', '/account-settings'));
    await expect(page).toHaveURL(/\/account-settings\/account$/);
    await page.getByTestId('section-tabs-design').click();
    await expect(page).toHaveURL(/\/account-settings\/design$/);
  });

  test('early page loads open the socket without a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type()) && /websocket/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(tenantUrl('localhost', '/login'));
    await logIn(page, demoLogin('localhost'));
    // A load with a session: the socket started at once is replaced when the user info answers.
    // On loopback the first socket is mostly open by then; realtime.spec.ts forces the race.
    await page.reload();
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'admin');
    await expect(page.locator('.portal-realtime-open')).toBeAttached();
    await page.goto(tenantUrl('localhost', '/admin'));
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.locator('.portal-realtime-open')).toBeAttached();
    expect(warnings).toEqual([]);
  });

  test('the user menu’s tooltip goes with the menu', async ({ page }) => {
    await page.goto(tenantUrl('beta'));
    const avatar = page.getByTestId('user-avatar');
    const tooltip = page.locator('.bp6-tooltip');
    await avatar.hover();
    await expect(tooltip).toBeVisible();
    await avatar.click();
    await expect(page.getByTestId('right-drawer')).toBeVisible();
    await expect(tooltip).toHaveCount(0);
    // Closed by a click beside it: the drawer hands the focus back to the avatar, which used to
    // open the tooltip for good, even with the pointer far away.
    await page.mouse.click(200, 400);
    await expect(page.getByTestId('right-drawer')).toBeHidden();
    await page.mouse.move(600, 600);
    await expect(avatar).toBeFocused();
    // An absence needs a window: longer than Blueprint's tooltip delay (100 ms) after the focus.
    await page.waitForTimeout(500);
    await expect(tooltip).toHaveCount(0);
    // Closed by choosing an entry.
    await avatar.click();
    await page.getByTestId('drawer-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForTimeout(500);
    await expect(tooltip).toHaveCount(0);
  });
});
