import { expect, type Page } from '@playwright/test';
import { freshTotpCode } from './login-support.ts';
import { activationMail } from './mail-support.ts';

// Screen steps that more than one spec walks: the sales partner form, a customer's contact, the
// activation screens from the invitation mail, and Blueprint's check boxes.

/** Blueprint draws its own box over the input: the user clicks the label. */
export async function tick(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).locator('..').click();
  await expect(page.getByTestId(testId)).toBeChecked();
}

/** Every required field of the admin's sales partner form; the partner answers on `<subdomain>.localhost`. */
export async function fillPartner(page: Page, name: string, subdomain: string): Promise<void> {
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

/** The contact section of the partner's new-customer form, for a person in Zürich. */
export async function fillContact(page: Page, person: { prename: string; name: string; mail: string }): Promise<void> {
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

/**
 * The activation screens from the mail's link, opened at `urlOf(path)`: code and password (a too
 * short one first, which nothing sends), then the authenticator from the secret shown as text,
 * the way an app reads it, then the recovery code.
 */
export async function activateOnScreens(
  page: Page,
  urlOf: (path: string) => string,
  mail: string,
  password: string,
  screenshotPath?: string,
): Promise<{ secret: string; recoveryCode: string }> {
  const { path, activationCode } = await activationMail(mail);
  await page.goto(urlOf(path));
  await expect(page.getByTestId('activation-user')).toContainText(mail);

  await page.getByTestId('activation-activationCode').fill(activationCode);
  await page.getByTestId('activation-password').fill('kurz');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-password-error')).toBeVisible();

  await page.getByTestId('activation-password').fill(password);
  await page.getByTestId('activation-passwordRepeat').fill(password);
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByTestId('totp-code').fill(await freshTotpCode(secret));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-code-panel')).toContainText('erfolgreich aktiviert');
  const recoveryCode = (await page.getByTestId('recovery-code').textContent())?.trim() ?? '';
  expect(recoveryCode).not.toBe('');
  return { secret, recoveryCode };
}
