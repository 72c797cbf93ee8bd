import { expect, type Page, test } from '@playwright/test';
import { demoLogin, logIn } from './login-support.ts';
import { openTenant } from './portal.ts';

// The sales partner's customer management (issue 4): anna of alpha creates a firm customer,
// finds it in the grid, opens its overview and invites a second user for it.

const anna = () => demoLogin('alpha.localhost');
const run = Date.now().toString(36);

async function fillContact(page: Page, person: { prename: string; name: string; mail: string }) {
  await page.getByTestId('contact-sex').selectOption('MS');
  await page.getByTestId('contact-prename').fill(person.prename);
  await page.getByTestId('contact-name').fill(person.name);
  await page.getByTestId('contact-mail').fill(person.mail);
  await page.getByTestId('contact-country').selectOption('CH');
  await page.getByTestId('contact-canton').selectOption('ZH');
  await page.getByTestId('contact-phoneprefix').selectOption('+41');
  await page.getByTestId('contact-phone').fill('44 123 45 67');
  await page.getByTestId('contact-street').fill('Bahnhofstrasse');
  await page.getByTestId('contact-streetNr').fill('12');
  await page.getByTestId('contact-zipCode').fill('8001');
  await page.getByTestId('contact-place').fill('Zürich');
}

test.describe('customer management', () => {
  test('a partner user creates a firm customer, opens its overview and invites a user', async ({ page }) => {
    const firm = `E2E Kunde ${run} AG`;
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());

    await page.getByTestId('menu-customers').click();
    await expect(page).toHaveURL(/\/customer-management\/customers$/);
    await expect(page.getByTestId('customers-page')).toBeVisible();
    await page.getByTestId('customers-new').click();
    await expect(page).toHaveURL(/\/customer-management\/customers\/new$/);

    // Nothing is sent while the form has errors: the type is required first.
    await page.getByTestId('new-customer-submit').click();
    await expect(page.getByTestId('customer-customerType-error')).toBeVisible();

    // Blueprint draws its own radio over the input: click the label, as a user does.
    await page.locator('label', { has: page.getByTestId('customer-type-FI') }).click();
    await page.locator('#customer-firmname').fill(firm);
    await fillContact(page, { prename: 'Erika', name: 'Muster', mail: `erika.${run}@e2e-kunde.example` });
    await page.getByTestId('new-customer-submit').click();

    await expect(page).toHaveURL(/\/customer-management\/customers$/);
    const row = page.getByTestId('customers-grid').getByRole('row', { name: new RegExp(firm) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Firma');
    await row.click();

    await expect(page).toHaveURL(/\/customer-management\/customers\/[0-9a-f-]{36}\/FI\/customer-overview\/frame-contracts$/);
    await expect(page.getByTestId('customer-overview')).toContainText(firm);
    // No offers yet: the grid says so instead of showing rows.
    await expect(page.getByTestId('customer-frameContracts-grid')).toContainText('keine Rahmenverträge');

    await page.getByTestId('customer-tab-contact').click();
    await expect(page.getByTestId('customer-profile')).toContainText(`erika.${run}@e2e-kunde.example`);

    await page.getByTestId('customer-tab-users').click();
    const users = page.getByTestId('customer-users-grid');
    // The contact is the customer's first user, invited on creation.
    await expect(users).toContainText(`erika.${run}@e2e-kunde.example`);
    await page.getByTestId('customer-users-new').click();
    await expect(page).toHaveURL(/\/customer-overview\/users\/new$/);
    await page.getByTestId('invite-user-form-sex').selectOption('MR');
    await page.getByTestId('invite-user-form-prename').fill('Max');
    await page.getByTestId('invite-user-form-name').fill('Muster');
    await page.getByTestId('invite-user-form-mail').fill(`max.${run}@e2e-kunde.example`);
    await page.getByTestId('invite-user-form-phoneprefix').selectOption('+41');
    await page.getByTestId('invite-user-form-phone').fill('44 765 43 21');
    await page.getByTestId('invite-user-submit').click();

    await expect(page).toHaveURL(/\/customer-overview\/users$/);
    await expect(users).toContainText(`max.${run}@e2e-kunde.example`);
    await expect(users.getByRole('row', { name: new RegExp(`max\\.${run}`) })).toContainText('Eingeladen');
  });
});
