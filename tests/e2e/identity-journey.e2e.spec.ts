import type { Browser, Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { activateOnScreens, fillContact, fillPartner, tick } from './journey-support.ts';
import { demoLogin, logIn } from './login-support.ts';
import { activationMail, mailTo } from './mail-support.ts';
import { designOf, openTenant, sendCommand, tenantUrl, upload } from './portal.ts';

// Issue 4's whole browser journey in one walk, each person in a browser of their own: the admin
// makes a sales partner on a host of its own and invites its first user; that user activates and
// creates a firm customer; the firm's customer admin activates, accepts the portal terms, adds a
// user and changes their e-mail; a private customer registers on the new host (and beta offers no
// registration); finally the partner user deactivates the customer admin, whose open page goes to
// the login by itself. The feature specs test each screen's refusals; this one the hand-overs.

const admin = () => demoLogin('localhost');
const run = Date.now().toString(36);
const subdomain = `gamma-${run}`;
const host = `${subdomain}.localhost`;
const partnerName = `Gamma ${run} AG`;
const partnerUserMail = `gina.${run}@${subdomain}.example`;
const firm = `Gamma Kunde ${run} AG`;
const customerAdminMail = `erich.${run}@gamma-kunde.example`;
const customerAdminNewMail = `erich.neu.${run}@gamma-kunde.example`;
const colleagueMail = `mia.${run}@gamma-kunde.example`;
const privateMail = `pia.${run}@gamma-privat.example`;
const password = 'Fruehling-Tau-2026!';
/** The answer the e2e server's captcha store accepts (PORTAL_TEST_CAPTCHA in portal-server.ts). */
const testCaptcha = 'TEST';
const onGamma = (path: string) => tenantUrl(subdomain, path);
const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

async function personIn(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Activation screens, then both login steps on the new partner's host. */
async function activateAndLogIn(page: Page, mail: string, role: string): Promise<void> {
  const { secret } = await activateOnScreens(page, onGamma, mail, password);
  await page.getByTestId('to-login').click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { host, mail, password, totpSecret: secret });
  await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', role);
}

test('identity journey: a new partner, its user, a firm and its admin, a private registration, and a deactivation that ends an open session', async ({ browser }) => {
  test.setTimeout(180_000);
  const adminPage = await personIn(browser);
  const partnerPage = await personIn(browser);
  const customerPage = await personIn(browser);
  const visitorPage = await personIn(browser);
  try {
    // 1. The admin creates the partner through the form, opens registration and invites its first user.
    await openTenant(adminPage, 'alpha', '/login');
    await logIn(adminPage, admin());
    await adminPage.getByTestId('menu-salesPartnerManagement').click();
    await adminPage.getByTestId('sales-partner-new').click();
    await fillPartner(adminPage, partnerName, subdomain);
    await adminPage.getByTestId('sales-partner-submit').click();
    await expect(adminPage).toHaveURL(/\/customer-management\/sales-partner\/[0-9a-f-]{36}$/);
    const salesPartnerId = /sales-partner\/([0-9a-f-]{36})$/.exec(adminPage.url())?.[1] ?? '';
    await tick(adminPage, 'sp-public-registration');
    await expect.poll(async () => (await designOf(host)).salesPartnerId).toBe(salesPartnerId);

    // The portal terms have no screen: the operator publishes them, as the demo seed does.
    const terms = await upload(pdf, 'application/pdf');
    await sendCommand('PublishPortalTerms', { salesPartnerId, language: 'de', documents: [{ name: 'Nutzungsbedingungen Portal', pdf: terms }] });

    await adminPage.getByTestId('sp-link-users').click();
    await adminPage.getByTestId('sp-user-new').click();
    await adminPage.getByTestId('invite-user-form-sex').selectOption('MS');
    await adminPage.getByTestId('invite-user-form-prename').fill('Gina');
    await adminPage.getByTestId('invite-user-form-name').fill('Partner');
    await adminPage.getByTestId('invite-user-form-mail').fill(partnerUserMail);
    await adminPage.getByTestId('invite-user-form-phoneprefix').selectOption('+41');
    await adminPage.getByTestId('invite-user-form-phone').fill('44 123 45 67');
    await adminPage.getByTestId('invite-user-submit').click();
    await expect(adminPage.getByTestId('sp-user-grid').getByRole('row', { name: new RegExp(partnerUserMail.replaceAll('.', '\\.')) })).toBeVisible();

    // 2. The partner user activates from the mail, logs in on the partner's host and creates a firm.
    await openTenant(partnerPage, subdomain, '/login');
    await activateAndLogIn(partnerPage, partnerUserMail, 'salesPartner');
    await partnerPage.getByTestId('menu-customers').click();
    await partnerPage.getByTestId('customers-new').click();
    await partnerPage.locator('label', { has: partnerPage.getByTestId('customer-type-FI') }).click();
    await partnerPage.locator('#customer-firmname').fill(firm);
    await fillContact(partnerPage, { prename: 'Erich', name: 'Firma', mail: customerAdminMail });
    await partnerPage.getByTestId('new-customer-submit').click();
    await expect(partnerPage).toHaveURL(/\/customer-management\/customers$/);
    await partnerPage.getByTestId('customers-grid').getByRole('row', { name: new RegExp(firm) }).click();
    await partnerPage.getByTestId('customer-tab-users').click();
    await expect(partnerPage.getByTestId('customer-users-grid')).toContainText(customerAdminMail);

    // 3. The firm's customer admin activates, logs in, accepts the terms, adds a user, changes their e-mail.
    await openTenant(customerPage, subdomain, '/login');
    await activateAndLogIn(customerPage, customerAdminMail, 'customer');
    const termsDialog = customerPage.getByTestId('portal-terms-dialog');
    await expect(termsDialog).toBeVisible();
    await expect(customerPage.getByTestId('portal-terms-accept')).toBeDisabled();
    await tick(customerPage, 'portal-terms-agree');
    await customerPage.getByTestId('portal-terms-accept').click();
    await expect(termsDialog).toHaveCount(0);

    await customerPage.goto(onGamma('/account-settings/users/new'));
    await customerPage.getByTestId('invite-user-form-sex').selectOption('MS');
    await customerPage.getByTestId('invite-user-form-prename').fill('Mia');
    await customerPage.getByTestId('invite-user-form-name').fill('Kollegin');
    await customerPage.getByTestId('invite-user-form-mail').fill(colleagueMail);
    await customerPage.getByTestId('invite-user-form-phoneprefix').selectOption('+41');
    await customerPage.getByTestId('invite-user-form-phone').fill('44 222 33 44');
    await customerPage.getByTestId('invite-user-submit').click();
    await expect(customerPage).toHaveURL(/\/account-settings\/users$/);
    await expect(customerPage.getByTestId('account-users-grid')).toContainText(colleagueMail);
    await activationMail(colleagueMail);

    await customerPage.getByTestId('user-avatar').click();
    await customerPage.getByTestId('drawer-personalSettings').click();
    await expect(customerPage).toHaveURL(/\/account-settings\/users\/[0-9a-f-]{36}\/edit$/);
    await customerPage.getByTestId('mail-change-new').fill(customerAdminNewMail);
    await customerPage.getByTestId('mail-change-submit').click();
    const verification = await mailTo(customerAdminNewMail, /\b\d{6}\b/);
    await customerPage.getByTestId('mail-change-code').fill(/\b(\d{6})\b/.exec(verification)?.[1] ?? '');
    await customerPage.getByTestId('mail-change-submit').click();
    await expect(customerPage.getByTestId('mail-change-done')).toBeVisible();
    await expect(customerPage.getByTestId('personal-mail')).toContainText(customerAdminNewMail);

    // 4. A private customer registers on the new host; beta allows no registration.
    await openTenant(visitorPage, subdomain, '/login');
    await visitorPage.getByTestId('login-register').getByRole('link', { name: /Privatperson/ }).click();
    await expect(visitorPage).toHaveURL(/\/registration\/PR$/);
    await visitorPage.getByTestId('contact-street').fill('Seeweg');
    await visitorPage.getByTestId('contact-streetNr').fill('7');
    await visitorPage.getByTestId('contact-country').selectOption('CH');
    await visitorPage.getByTestId('contact-zipCode').fill('8002');
    await visitorPage.getByTestId('contact-place').fill('Zürich');
    await visitorPage.getByTestId('contact-canton').selectOption('ZH');
    await visitorPage.getByTestId('registration-next').click();
    await visitorPage.getByTestId('contact-sex').selectOption('MS');
    await visitorPage.getByTestId('contact-prename').fill('Pia');
    await visitorPage.getByTestId('contact-name').fill('Privat');
    await visitorPage.getByTestId('contact-mail').fill(privateMail);
    await visitorPage.getByTestId('contact-phone').fill('79 123 45 67');
    await visitorPage.getByTestId('registration-next').click();
    await expect(visitorPage.getByTestId('captcha-image')).toBeVisible();
    await tick(visitorPage, 'registration-accept-terms');
    await visitorPage.getByTestId('registration-captcha').fill(testCaptcha);
    await visitorPage.getByTestId('registration-submit').click();
    await expect(visitorPage.getByTestId('registration-done')).toBeVisible();
    await activateAndLogIn(visitorPage, privateMail, 'customer');
    await expect(visitorPage.getByTestId('portal-terms-dialog')).toHaveCount(0);

    await visitorPage.goto(tenantUrl('beta', '/login'));
    await expect(visitorPage.locator('#login-mail')).toBeVisible();
    await expect(visitorPage.getByTestId('login-register')).toHaveCount(0);
    await visitorPage.goto(tenantUrl('beta', '/registration/PR'));
    await expect(visitorPage.getByTestId('registration-not-allowed')).toBeVisible();

    // 5. The partner user deactivates the customer admin (the colleague keeps the firm one user);
    // the admin's open page goes to the login by itself.
    await partnerPage.reload();
    const adminRow = partnerPage.getByTestId('customer-users-grid').getByRole('row', { name: new RegExp(customerAdminNewMail.replaceAll('.', '\\.')) });
    await adminRow.click();
    await expect(partnerPage).toHaveURL(/\/users\/[0-9a-f-]{36}\/FI\/edit$/);
    await partnerPage.getByTestId('edit-user-status').click();
    await partnerPage.getByTestId('user-status-dialog-input').fill(password);
    await partnerPage.getByTestId('user-status-dialog-submit').click();
    await expect(partnerPage.getByTestId('user-status-dialog')).toHaveCount(0);

    await expect(customerPage).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
    const info = await customerPage.evaluate(async () => (await (await fetch('/api/getUserInfo')).json()) as { data: { loggedIn: boolean } });
    expect(info.data.loggedIn).toBe(false);
  } finally {
    for (const page of [adminPage, partnerPage, customerPage, visitorPage]) await page.context().close();
  }
});
