import { expect, test } from './csp-guard.ts';
import { fillContact } from './journey-support.ts';
import { demoLogin, freshTotpCode, logIn } from './login-support.ts';
import { activationMail } from './mail-support.ts';
import { apiBase, openTenant } from './portal.ts';

// The sales partner's customer management (issue 4): anna of alpha creates a firm customer,
// finds it in the grid, opens its overview and invites a second user for it. Then the firm's
// contact, its customer admin, activates and keeps its company details and users itself.

const anna = () => demoLogin('alpha.localhost');
const run = Date.now().toString(36);
const firm = `E2E Kunde ${run} AG`;
const contactMail = `erika.${run}@e2e-kunde.example`;
const password = 'Herbst-Laub-2026!';

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

/** The activation from the invitation mail through the public API (the screens have their own test): the authenticator secret. */
async function activateByApi(mail: string): Promise<string> {
  const { path, activationCode } = await activationMail(mail);
  const id = path.split('/').at(-1) ?? '';
  const setup = await postJson(`/api/activation/${id}`, { activationCode, password, passwordRepeat: password });
  const secret = String(setup.secret);
  await postJson(`/api/activation/${id}/totp`, { activationCode, code: await freshTotpCode(secret) });
  return secret;
}

test.describe.serial('customer management', () => {
  test('a partner user creates a firm customer, opens its overview and invites a user', async ({ page }) => {
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
    await fillContact(page, { prename: 'Erika', name: 'Muster', mail: contactMail });
    await page.getByTestId('new-customer-submit').click();

    await expect(page).toHaveURL(/\/customer-management\/customers$/);
    const row = page.getByTestId('customers-grid').getByRole('row', { name: new RegExp(firm) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Firma');
    await row.click();

    await expect(page).toHaveURL(/\/customer-management\/customers\/[1-9][0-9]*\/FI\/customer-overview\/frame-contracts$/);
    await expect(page.getByTestId('customer-overview')).toContainText(firm);
    // The breadcrumbs name the customer, not its id.
    await expect(page.getByTestId('breadcrumbs')).toContainText(firm);
    await expect(page.getByTestId('breadcrumbs')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // No offers yet: the grid says so instead of showing rows.
    await expect(page.getByTestId('customer-frameContracts-grid')).toContainText('keine Rahmenverträge');

    await page.getByTestId('customer-tab-contact').click();
    await expect(page.getByTestId('customer-profile')).toContainText(contactMail);

    await page.getByTestId('customer-tab-users').click();
    const users = page.getByTestId('customer-users-grid');
    // The contact is the customer's first user, invited on creation.
    await expect(users).toContainText(contactMail);
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

  test('the firm\'s customer admin keeps its company details and sees its users', async ({ page }) => {
    const secret = await activateByApi(contactMail);
    await openTenant(page, 'alpha', '/login');
    await logIn(page, { host: 'alpha.localhost', mail: contactMail, password, totpSecret: secret });
    await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', 'customer');
    // A customer created by its partner has not accepted alpha's portal terms yet: the blocking dialog first.
    const terms = page.getByTestId('portal-terms-dialog');
    await expect(terms).toBeVisible();
    await page.getByTestId('portal-terms-agree').locator('..').click();
    await page.getByTestId('portal-terms-accept').click();
    await expect(terms).toHaveCount(0);

    await page.getByTestId('user-avatar').click();
    await page.getByTestId('drawer-accountSettings').click();
    await expect(page).toHaveURL(/\/account-settings\/company-details$/);
    await expect(page.getByTestId('customer-profile')).toContainText(firm);
    await page.getByTestId('customer-edit').click();
    await page.locator('#customer-firmname').fill(`${firm} Holding`);
    await page.getByTestId('customer-save').click();
    await expect(page.getByTestId('customer-profile')).toContainText(`${firm} Holding`);
    await expect(page.getByTestId('contact-person-explained')).toBeVisible();
    await expect(page.getByTestId('contact-person-differs')).toHaveCount(0);

    // Her own phone changes in the personal settings; the company's contact person is its own
    // record, so the company details say that it now differs and let her take the number over.
    await page.getByTestId('user-avatar').click();
    await page.getByTestId('drawer-personalSettings').click();
    await page.getByTestId('edit-user-form-phone').fill('79 555 66 77');
    await page.getByTestId('edit-user-submit').click();
    await expect(page.getByTestId('edit-user-form-phone')).toHaveValue('79 555 66 77');
    await page.goto(page.url().replace(/\/users\/[^/]+\/edit$/, '/company-details'));
    await expect(page.getByTestId('contact-person-differs')).toContainText('Telefon');
    await page.getByTestId('contact-person-take-over').click();
    await expect(page.getByTestId('contact-person-differs')).toHaveCount(0);
    await expect(page.getByTestId('customer-profile')).toContainText('79 555 66 77');

    await page.goto(page.url().replace(/company-details$/, 'users'));
    const users = page.getByTestId('account-users-grid');
    await expect(users).toContainText(contactMail);
    await expect(users).toContainText(`max.${run}@e2e-kunde.example`);
    await expect(page.getByTestId('account-users-new')).toBeVisible();
  });
});
