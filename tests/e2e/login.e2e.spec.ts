import { expect, test } from './csp-guard.ts';
import { totpCode } from '../../command-api/src/identity/credentials/totp.ts';
import { demoLogin, enterCredentials, logIn } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

const anna = () => demoLogin('alpha.localhost');
const ben = () => demoLogin('beta.localhost');
const admin = () => demoLogin('localhost');

test.describe('login', () => {
  test('a partner user logs in with password and authenticator code, sees the partner menu and logs out', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'salesPartner');
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('link')).toHaveCount(6);
    await expect(menu.getByTestId('menu-customers')).toBeVisible();
    await expect(menu.getByTestId('menu-salesPartnerManagement')).toHaveCount(0);

    // A reload keeps the session: the start-up user info restores it.
    await page.reload();
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'salesPartner');

    await page.getByTestId('user-avatar').click();
    const drawer = page.getByTestId('right-drawer');
    await expect(drawer.getByTestId('drawer-user')).toContainText(anna().mail);
    await expect(drawer.getByTestId('drawer-accountSettings')).toBeVisible();
    await expect(drawer.getByTestId('drawer-personalSettings')).toBeVisible();
    await expect(drawer.getByTestId('drawer-auto-update')).toBeVisible();
    await drawer.getByTestId('drawer-logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'default');
    await expect(page.getByTestId('side-menu').getByRole('link')).toHaveCount(1);
    // The server ended the session too: a reload stays logged out.
    await page.reload();
    await expect(page.getByTestId('login')).toBeVisible();
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'default');
  });

  test('a wrong password shows the LOGIN_ERROR toast and stays on the first step', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 401 POST \S+\/api\/login$/, 'the wrong password is refused');
    await openTenant(page, 'alpha', '/login');
    await enterCredentials(page, anna().mail, 'Not-The-Password-1!');
    const toast = page.locator('.portal-toast[data-code="LOGIN_ERROR"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Benutzername oder Passwort ist falsch.');
    await expect(page.locator('#login-password')).toHaveValue('');
    await expect(page.locator('#login-code')).toHaveCount(0);
  });

  test('the fields are checked before anything is sent', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/login')) calls++;
    });
    await openTenant(page, 'alpha', '/login');
    await enterCredentials(page, 'not-a-mail', 'x');
    await expect(page.getByTestId('login-error-mail')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a protected page while logged out goes to login and back there after login', async ({ page }) => {
    await openTenant(page, 'beta', '/customer-management/customers');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer-management%2Fcustomers$/);
    await logIn(page, ben());
    await expect(page).toHaveURL(/\/customer-management\/customers$/);
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'salesPartner');
    // Logged in, the login page itself goes to the dashboard.
    await page.goto(page.url().replace(/\/customer-management\/customers$/, '/login'));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the admin logs in on any partner host and gets the admin menu, without account or personal settings', async ({ page }) => {
    await openTenant(page, 'beta', '/login');
    await logIn(page, admin());
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'admin');
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('link')).toHaveCount(9);
    await expect(menu.getByTestId('menu-salesPartnerManagement')).toBeVisible();
    await expect(menu.getByTestId('menu-audit')).toBeVisible();
    await expect(menu.getByTestId('menu-customers')).toHaveCount(0);
    await page.getByTestId('user-avatar').click();
    const drawer = page.getByTestId('right-drawer');
    await expect(drawer.getByTestId('drawer-logout')).toBeVisible();
    await expect(drawer.getByTestId('drawer-auto-update')).toBeVisible();
    await expect(drawer.getByTestId('drawer-accountSettings')).toHaveCount(0);
    await expect(drawer.getByTestId('drawer-personalSettings')).toHaveCount(0);
  });

  test('a partner user cannot log in on another partner host', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 401 POST \S+\/api\/login$/, 'another partner\'s user is refused');
    await openTenant(page, 'beta', '/login');
    await enterCredentials(page, anna().mail, anna().password);
    await expect(page.locator('.portal-toast[data-code="LOGIN_ERROR"]')).toBeVisible();
    await expect(page.locator('#login-code')).toHaveCount(0);
  });

  test('a wrong authenticator code shows AUTHANTICATOR_CODE_WRONG and keeps the code step', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 401 POST \S+\/api\/login\/totp$/, 'the wrong code is refused');
    await openTenant(page, 'alpha', '/login');
    await enterCredentials(page, anna().mail, anna().password);
    await expect(page.locator('#login-code')).toBeVisible();
    // The code of an hour ago: six digits, but never valid now.
    await page.locator('#login-code').fill(await totpCode(anna().totpSecret, new Date(Date.now() - 3_600_000)));
    await page.getByTestId('login-verify').click();
    const toast = page.locator('.portal-toast[data-code="AUTHANTICATOR_CODE_WRONG"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Der Code aus der Authenticator-App ist falsch.');
    await expect(page.locator('#login-code')).toHaveValue('');
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'default');
    // Back to the first step keeps the mail.
    await page.getByTestId('login-back').click();
    await expect(page.locator('#login-mail')).toHaveValue(anna().mail);
  });

  test('repeated failures for one mail end in TOO_MANY_REQUESTS', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response (401|429) POST \S+\/api\/login$/, 'the failures and the throttle they cause are the test');
    await openTenant(page, 'alpha', '/login');
    const mail = 'niemand@alpha-energie.ch';
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/login')) refusals.push(response.status());
    });
    // The limit is five failures per account at one address in 15 minutes (ADR 12); the sixth attempt is refused unchecked.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await enterCredentials(page, mail, `Falsch-${attempt}!`);
      await expect.poll(() => refusals.length).toBe(attempt);
    }
    expect(refusals).toEqual([401, 401, 401, 401, 401, 429]);
    const toast = page.locator('.portal-toast[data-code="TOO_MANY_REQUESTS"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Zu viele Versuche.');
  });

  test('logging out in one tab logs out the other tabs of the browser through the socket', async ({ context }) => {
    const first = await context.newPage();
    await openTenant(first, 'beta', '/login');
    await logIn(first, ben());
    await expect(first).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    await second.goto(tenantUrl('beta', '/market/future'));
    await expect(second.getByTestId('user-avatar')).toHaveAttribute('data-role', 'salesPartner');
    await expect(second.locator('.portal-shell')).toHaveAttribute('data-realtime', 'open');

    await first.getByTestId('user-avatar').click();
    await first.getByTestId('right-drawer').getByTestId('drawer-logout').click();
    await expect(first).toHaveURL(/\/login$/);
    // No reload in the second tab: the server's logoutResponse does it, and the page it showed
    // comes back after the next login.
    await expect(second).toHaveURL(/\/login\?redirect=%2Fmarket%2Ffuture$/);
    await expect(second.getByTestId('user-avatar')).toHaveAttribute('data-role', 'default');
  });
});
