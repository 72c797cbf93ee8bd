import { expect, test } from './csp-guard.ts';
import { demoLogin, logIn } from './login-support.ts';
import { openTenant } from './portal.ts';

// Forms that help (issue 10): on the partner's new-customer form the canton or Land follows the
// postcode, a field is checked when the user leaves it, and a refused submit puts the first
// field to fix in view and in focus. Nothing here is sent: the customer journey has its own test.

test.describe('address forms', () => {
  test.beforeEach(async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, demoLogin('alpha.localhost'));
    await page.getByTestId('menu-customers').click();
    await page.getByTestId('customers-new').click();
    await expect(page).toHaveURL(/\/customer-management\/customers\/new$/);
  });

  test('the canton or Land is filled from the postcode, and the user may change it', async ({ page }) => {
    const canton = page.getByTestId('contact-canton');
    await expect(canton).toBeDisabled();
    await page.getByTestId('contact-country').selectOption('CH');
    await expect(page.locator('label[for="contact-canton"]')).toContainText('Kanton');

    // The user goes straight on to the place: what it types there stays when the canton arrives.
    await page.getByTestId('contact-zipCode').fill('8001');
    await page.getByTestId('contact-place').fill('Zürich');
    await expect(canton).toHaveValue('ZH');
    await expect(page.getByTestId('contact-place')).toHaveValue('Zürich');
    await page.getByTestId('contact-zipCode').fill('1201');
    await page.getByTestId('contact-zipCode').blur();
    await expect(canton).toHaveValue('GE');
    // The user's choice stands when the postcode is left again unchanged.
    await canton.selectOption('VD');
    await page.getByTestId('contact-zipCode').focus();
    await page.getByTestId('contact-zipCode').blur();
    await expect(canton).toHaveValue('VD');

    // Germany: Berlin's 10115 is the Land Berlin (BE), not the canton of Bern.
    await page.getByTestId('contact-country').selectOption('DE');
    await expect(page.locator('label[for="contact-canton"]')).toContainText('Bundesland');
    await page.getByTestId('contact-zipCode').fill('10115');
    await page.getByTestId('contact-zipCode').blur();
    await expect(canton).toHaveValue('BE');
    await expect(canton.locator('option:checked')).toHaveText('Berlin');

    // A postcode across two Länder is not guessed: the note names both.
    await canton.selectOption('');
    await page.getByTestId('contact-zipCode').fill('21039');
    await page.getByTestId('contact-zipCode').blur();
    await expect(page.getByTestId('contact-canton-hint')).toContainText('Hamburg');
    await expect(page.getByTestId('contact-canton-hint')).toContainText('Schleswig-Holstein');
    await expect(canton).toHaveValue('');
  });

  test('a field is checked when the user leaves it, with the message the API gives', async ({ page }) => {
    await page.getByTestId('contact-mail').fill('erika@');
    await expect(page.getByTestId('contact-mail-error')).toHaveCount(0);
    await page.getByTestId('contact-mail').press('Tab');
    await expect(page.getByTestId('contact-mail-error')).toHaveText('Bitte eine gültige E-Mail-Adresse eingeben.');
    // Fields the user has not been to stay quiet until a submit.
    await expect(page.getByTestId('contact-street-error')).toHaveCount(0);
    await page.getByTestId('contact-mail').fill('erika@example.ch');
    await page.getByTestId('contact-mail').blur();
    await expect(page.getByTestId('contact-mail-error')).toHaveCount(0);
  });

  test('a refused submit focuses the first field to fix', async ({ page }) => {
    await page.locator('label', { has: page.getByTestId('customer-type-FI') }).click();
    await page.locator('#customer-firmname').fill('E2E Fokus AG');
    await page.getByTestId('contact-sex').selectOption('MS');
    await page.getByTestId('contact-prename').fill('Erika');
    await page.getByTestId('contact-name').fill('Muster');
    await page.getByTestId('contact-mail').fill('erika@');
    await page.getByTestId('contact-country').selectOption('CH');
    // The mail still has the focus: its error shows as the button is pressed, and the click still sends.
    await page.getByTestId('contact-mail').focus();
    await page.getByTestId('new-customer-submit').click();

    const mail = page.getByTestId('contact-mail');
    await expect(mail).toBeFocused();
    await expect(mail).toBeInViewport();
    await expect(page.getByTestId('contact-mail-error')).toBeVisible();
    await expect(page.getByTestId('contact-street-error')).toBeVisible();
    await expect(page).toHaveURL(/\/customers\/new$/);
  });
});
