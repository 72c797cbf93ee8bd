import { readFileSync } from 'node:fs';
import { expect, test } from './csp-guard.ts';
import { apiBase, openTenant, tenantUrl } from './portal.ts';

test.describe('shell', () => {
  test('an unknown path lands on /not-found, which links back to the start', async ({ page }) => {
    await openTenant(page, 'beta', '/no/such/page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText('Seite nicht gefunden');
    await page.getByTestId('back-to-start').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });

  test('a protected page sends a visitor to /login with the path as redirect', async ({ page }) => {
    await openTenant(page, 'alpha', '/offers/42/details');
    await expect(page).toHaveURL(/\/login\?redirect=%2Foffers%2F42%2Fdetails$/);
    await expect(page.getByTestId('login')).toBeVisible();
    // A visitor's menu has the dashboard only (spec section 2).
    await expect(page.getByTestId('side-menu').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('menu-dashboard')).toBeVisible();
  });

  test('the imprint names the partner as provider and the platform operator', async ({ page }) => {
    await openTenant(page, 'alpha');
    await page.getByTestId('imprint-link').click();
    await expect(page).toHaveURL(/\/imprint$/);
    const contact = (await (await fetch(`${apiBase}/api/getContact/alpha.localhost`)).json()) as { data: { name: string } };
    await expect(page.getByTestId('imprint')).toContainText(contact.data.name);
    await expect(page.getByTestId('platform-operator')).toBeVisible();
  });

  test('the cookie banner’s decision survives a reload, and is asked again when not remembered', async ({ browser }) => {
    const remembered = await browser.newPage();
    await remembered.goto(tenantUrl('alpha'));
    const banner = remembered.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox')).toBeChecked();
    await banner.getByRole('button').click();
    await expect(banner).toBeHidden();
    await remembered.reload();
    await expect(remembered.getByTestId('dashboard')).toBeVisible();
    await expect(remembered.getByTestId('cookie-banner')).toBeHidden();
    await remembered.close();

    const forgotten = await browser.newPage();
    await forgotten.goto(tenantUrl('alpha'));
    await forgotten.getByTestId('cookie-banner').getByText('Entscheidung merken').click();
    await expect(forgotten.getByTestId('cookie-banner').getByRole('checkbox')).not.toBeChecked();
    await forgotten.getByTestId('cookie-banner').getByRole('button').click();
    await forgotten.reload();
    await expect(forgotten.getByTestId('cookie-banner')).toBeVisible();
    await forgotten.close();
  });

  test('a portal terms PDF downloads whole', async ({ page }) => {
    await openTenant(page, 'alpha');
    const link = page.getByTestId('terms-document').first();
    await expect(link).toBeVisible();
    const name = (await link.textContent())?.trim() ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    const bytes = readFileSync((await download.path()) ?? '');
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).not.toContain('---eof---');
    expect(text).not.toContain('---serializableError---');
  });

  test('an error toast stays while an info toast closes after 10 s', async ({ page, pageProblems }) => {
    test.setTimeout(90_000);
    pageProblems.expect(/^response 401 POST \S+\/api\/login$/, 'the refused login makes the error toast');
    await openTenant(page, 'beta', '/login');
    // A failing call: a login the server refuses.
    await page.locator('#login-mail').fill('kunde@example.ch');
    await page.locator('#login-password').fill('ein-passwort');
    await page.getByTestId('login-submit').click();
    const errorToast = page.locator('.portal-toast[data-type="error"]');
    await expect(errorToast).toBeVisible();
    await expect(errorToast).toContainText('Benutzername oder Passwort ist falsch.');

    // An info toast from a real action: starting a terms download says the file is being built.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('terms-document').first().click()]);
    const infoToast = page.locator('.portal-toast[data-type="info"][data-code="FILE_DOWNLOAD"]');
    await expect(infoToast).toBeVisible();
    const shownAt = Date.now();
    await download.path();
    await expect(infoToast).toBeHidden({ timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(9_000);
    await expect(errorToast).toBeVisible();
  });
});
