import { expect, type Page, test } from '@playwright/test';
import { demoLogin, logIn } from './login-support.ts';
import { openTenant } from './portal.ts';

// The admin's sales partner management (issue 4): the admin creates a partner through the form,
// finds it in the grid and deactivates it, first with a wrong password, then with the right one.

const admin = () => demoLogin('localhost');
const run = Date.now().toString(36);

async function fillPartner(page: Page, name: string, subdomain: string) {
  const field = (path: string) => page.getByTestId(`sp-${path.replaceAll('.', '-')}`);
  await field('name').fill(name);
  await field('subdomain').fill(subdomain);
  await field('domains.0').fill(`${subdomain}.localhost`);
  await field('website').fill(`https://www.${subdomain}.example`);
  await field('mail').fill(`info@${subdomain}.example`);
  await field('phone').fill('+41 44 555 66 77');
  await field('communicationMail').fill(`portal@${subdomain}.example`);
  await field('marketAreas.0').selectOption('CH');
  await field('address.street').fill('Seestrasse');
  await field('address.streetNr').fill('5');
  await field('address.zipCode').fill('8002');
  await field('address.place').fill('Zürich');
  await field('contact.name').fill('Kundendienst');
  await field('contact.street').fill('Seestrasse');
  await field('contact.streetNr').fill('5');
  await field('contact.zipCode').fill('8002');
  await field('contact.place').fill('Zürich');
  await field('contact.phone').fill('+41 44 555 66 78');
  await field('contact.mail').fill(`kunden@${subdomain}.example`);
  await field('contact.website').fill(`https://www.${subdomain}.example/kontakt`);
}

test.describe('sales partner management', () => {
  test('the admin creates a sales partner, finds it in the grid and deactivates it with the password', async ({ page }) => {
    const name = `E2E Partner ${run} AG`;
    const subdomain = `e2e-${run}`;
    await openTenant(page, 'alpha', '/login');
    await logIn(page, admin());

    await page.getByTestId('menu-salesPartnerManagement').click();
    await expect(page).toHaveURL(/\/customer-management\/sales-partner$/);
    await expect(page.getByTestId('sales-partner-grid')).toBeVisible();
    await page.getByTestId('sales-partner-new').click();
    await expect(page).toHaveURL(/\/customer-management\/sales-partner\/new$/);

    // Nothing is sent while required fields are empty; the messages sit at their fields.
    await page.getByTestId('sales-partner-submit').click();
    await expect(page.getByTestId('sp-name-error')).toBeVisible();
    await expect(page.getByTestId('sp-contact-mail-error')).toBeVisible();

    await fillPartner(page, name, subdomain);
    await page.getByTestId('sales-partner-submit').click();
    await expect(page).toHaveURL(/\/customer-management\/sales-partner\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('sales-partner-detail')).toContainText(name);
    await expect(page.getByTestId('sp-status')).toHaveAttribute('data-active', 'true');

    await page.getByTestId('menu-salesPartnerManagement').click();
    const row = page.getByTestId('sales-partner-grid').getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${subdomain}.localhost`);
    await row.click();
    await expect(page.getByTestId('sales-partner-detail')).toContainText(name);

    // A wrong password: the action is not executed and the dialog says so at the field.
    await page.getByTestId('sp-deactivate').click();
    await page.getByTestId('confirm-password-input').fill('Not-The-Password-1!');
    await page.getByTestId('confirm-password-submit').click();
    await expect(page.getByTestId('confirm-password-error')).toContainText('Falsches Passwort');
    await expect(page.getByTestId('sp-status')).toHaveAttribute('data-active', 'true');

    await page.getByTestId('confirm-password-input').fill(admin().password);
    await page.getByTestId('confirm-password-submit').click();
    await expect(page.getByTestId('confirm-password')).toHaveCount(0);
    await expect(page.getByTestId('sp-status')).toHaveAttribute('data-active', 'false');
    await expect(page.getByTestId('sp-activate')).toBeVisible();

    await page.getByTestId('menu-salesPartnerManagement').click();
    await expect(page.getByTestId('sales-partner-grid').getByRole('row', { name: new RegExp(name) }).getByTestId('sp-row-active')).toHaveAttribute('data-value', 'false');
  });
});
