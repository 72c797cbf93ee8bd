import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoLogin, freshTotpCode } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// Login, its second factor and a main form by keyboard alone: no click, no fill; every field is
// reached with Tab in the order a person reads the form, and Enter submits.

const anna = () => demoLogin('alpha.localhost');

/** Tabs forward until `selector` has the focus; a field no Tab reaches fails here. */
async function tabTo(page: Page, selector: string, most = 40): Promise<void> {
  const target = page.locator(selector);
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab never reached ${selector}`).toBeFocused();
}

test.describe('by keyboard alone', () => {
  test('a partner user logs in with both factors and invites a user', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await expect(page.locator('#login-mail')).toBeFocused();
    await page.keyboard.type(anna().mail);
    await page.keyboard.press('Tab');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.keyboard.type(anna().password);
    await page.keyboard.press('Enter');

    // The second step takes the focus itself: nothing to find with the mouse.
    await expect(page.locator('#login-code')).toBeFocused();
    await page.keyboard.type(await freshTotpCode(anna().totpSecret));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'salesPartner');

    await page.goto(tenantUrl('alpha', '/account-settings/users/new'));
    const mail = `keyboard.${Date.now()}@e2e-partner.example`;
    await tabTo(page, '#invite-user-form-sex');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#invite-user-form-sex')).not.toHaveValue('');
    for (const [field, text] of [
      ['prename', 'Tastatur'],
      ['name', 'Nutzerin'],
      ['mail', mail],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(page.locator(`#invite-user-form-${field}`)).toBeFocused();
      await page.keyboard.type(text);
    }
    await tabTo(page, '#invite-user-form-phone', 4);
    await page.keyboard.type('44 123 45 67');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/account-settings\/users$/);
    await expect(page.getByText(mail)).toBeVisible();
  });
});
