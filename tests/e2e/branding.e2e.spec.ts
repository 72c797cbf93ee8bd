import { mkdirSync } from 'node:fs';
import { expect, test } from './csp-guard.ts';
import { contactOf, designOf, openTenant, primaryColour, rgb, sendCommand, solidPng, tenantUrl, upload } from './portal.ts';
import { formatPhone } from '../../ui/src/lib/format/phone.ts';

// The platform default of the contract ("Unknown host"), the same as ui/src/config/constants.ts.
const COLORS = { primary: '#3F56D1' };

const artifacts = new URL('./artifacts/', import.meta.url).pathname;

test.describe('branding by host', () => {
  test('each tenant shows its own logo, colour and contact', async ({ page }) => {
    mkdirSync(artifacts, { recursive: true });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    const logos: Record<string, string> = {};
    for (const tenant of ['alpha', 'beta'] as const) {
      const host = `${tenant}.localhost`;
      const design = await designOf(host);
      const contact = await contactOf(host);

      await openTenant(page, tenant);
      const logo = page.getByTestId('tenant-logo');
      await expect(logo).toBeVisible();
      logos[tenant] = (await logo.getAttribute('src')) ?? '';
      expect(logos[tenant]).toMatch(/^data:image\/(png|jpeg);base64,/);
      // The logo is the partner's own bytes, not the platform default.
      const served = Buffer.from(await (await fetch(`http://127.0.0.1:${new URL(page.url()).port}/api/getLogo/${design.salesPartnerId}`)).arrayBuffer());
      expect(logos[tenant]).toContain(served.toString('base64'));

      await expect.poll(() => primaryColour(page)).toBe(design.color.toUpperCase());
      await expect(page.getByTestId('login-cta')).toHaveCSS('background-color', rgb(design.color));
      await expect(page.locator('html')).toHaveAttribute('data-palette', design.colorPalette);

      await expect(page.getByTestId('welcome')).toContainText(design.name ?? '(no name)');
      await expect(page.getByTestId('welcome').getByTestId('contact')).toContainText(contact.name);
      await expect(page.getByTestId('welcome').getByTestId('contact')).toContainText(contact.mail);
      await expect(page).toHaveTitle(design.name ?? '(no name)');
      if (design.faviconUrl) {
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', new RegExp(`/api/getFavicon/${design.salesPartnerId}`));
      }

      await page.screenshot({ path: `${artifacts}${tenant}-start.png`, fullPage: true });
    }
    expect(logos.alpha).not.toBe(logos.beta);
    // A start page that works but logs errors or React warnings is not done.
    expect(problems).toEqual([]);
    expect((await designOf('alpha.localhost')).color).not.toBe((await designOf('beta.localhost')).color);
  });

  test("a host that belongs to no partner shows the operator's own branding and contact, not a warning", async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`http://127.0.0.1:${new URL(tenantUrl('alpha')).port}/`);
    await expect(page.getByTestId('default-logo')).toBeVisible();
    // The demo seeds the operator's profile (deploy/demo/demo-operator.ts) in the platform colour.
    await expect.poll(() => primaryColour(page)).toBe(COLORS.primary);
    const operator = await contactOf('127.0.0.1');
    await expect(page.getByTestId('welcome')).toContainText(`Willkommen im Energieportal von ${(await designOf('127.0.0.1')).name}`);
    await expect(page.getByTestId('welcome').getByTestId('contact')).toContainText(operator.mail);
    await expect(page.getByTestId('footer')).toContainText(operator.name);
    expect(failed).toEqual([]);
    await expect(page.getByTestId('terms-document')).toHaveCount(0);
    await expect(page.locator('.portal-toast')).toHaveCount(0);
  });

  test('the contact is in the logged-out drawer', async ({ page }) => {
    const contact = await contactOf('beta.localhost');
    await openTenant(page, 'beta');
    await page.getByTestId('user-avatar').click();
    const drawer = page.getByTestId('right-drawer');
    await expect(drawer.getByTestId('drawer-login')).toBeVisible();
    await expect(drawer.getByTestId('contact')).toContainText(contact.mail);
    // Shown in the one display format of phone numbers (libphonenumber-js, international).
    await expect(drawer.getByTestId('contact')).toContainText(formatPhone('', contact.phone));
    await expect(drawer.getByRole('radio')).toHaveCount(3);

    // The language choice applies at once and is kept for the next visit.
    await drawer.getByText('English').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-cta')).toHaveText('Log in');
    await page.reload();
    await expect(page.getByTestId('login-cta')).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  // Changes alpha's design for good: the tests after it look at no colour or logo of alpha.
  test('a design change sent through the command API recolours an open page without reload', async ({ page }) => {
    const before = await designOf('alpha.localhost');
    await openTenant(page, 'alpha');
    await expect.poll(() => primaryColour(page)).toBe(before.color.toUpperCase());
    await expect(page.locator('.portal-shell')).toHaveAttribute('data-realtime', 'open');
    const oldLogo = await page.getByTestId('tenant-logo').getAttribute('src');
    // A marker in the page's memory: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: 'still here' }));

    const colour = before.color.toUpperCase() === '#7B1FA2' ? '#00838F' : '#7B1FA2';
    const palette = before.colorPalette === 'cold' ? 'warm' : 'cold';
    const logo = await upload(solidPng(120, 40, [123, 31, 162]), 'image/png');
    await sendCommand('ChangeSalesPartnerDesign', {
      salesPartnerId: before.salesPartnerId,
      color: colour,
      colorPalette: palette,
      logo,
      favicon: null,
    });

    await expect.poll(() => primaryColour(page), { timeout: 20_000 }).toBe(colour);
    await expect(page.getByTestId('login-cta')).toHaveCSS('background-color', rgb(colour));
    await expect(page.locator('html')).toHaveAttribute('data-palette', palette);
    await expect(page.getByTestId('tenant-logo')).not.toHaveAttribute('src', oldLogo ?? '');
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: string }).e2eNoReload)).toBe('still here');
  });
});
