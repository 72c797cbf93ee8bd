import { randomUUID } from 'node:crypto';
import { luxonProfile } from '@portal/events/load-profile/testing';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// The offer request stepper (issue 12 point 2, /offers/new-offer/{id}). The demo customer's
// user (erika.muster, Muster Energie AG on alpha) goes through its eight steps with checks on
// the way, saves a draft half way, leaves, continues the draft from the list and requests the
// offer. A partner's user (anna.alpha) requests one for Muster Energie AG through all eleven
// steps, registering a new metering point with its history in the last step. The demo points
// have a history for 2025 (deploy/demo/demo-load-profiles.ts).

const anna = () => demoLogin('alpha.localhost');
const erika = () => demoCustomerLogin('Muster Energie AG');
const customerName = 'Muster Energie AG';
const office = 'CH10080108001EZ000000000000001001';
const factory = 'CH10080108404EZ000000000000004040';
const nextYear = new Date().getFullYear() + 1;
const newRequest = () => tenantUrl('alpha', `/offers/new-offer/${randomUUID()}`);

/** Blueprint draws its own radio and box over the input: the user clicks the label. */
const pick = (page: Page, testId: string) => page.locator('label', { has: page.getByTestId(testId) }).click();
const stepIs = (page: Page, step: string) => expect(page.getByTestId('offer-request-form')).toHaveAttribute('data-step', step);
async function next(page: Page, step: string): Promise<void> {
  await page.getByTestId('offer-next').click();
  await stepIs(page, step);
}
const toast = (page: Page, key: string): Locator => page.locator(`.portal-toast[data-code="${key}"]`);
/** The offer page: /offers/{offerId}, which opens its details tab. */
const offerPage = /\/offers\/[1-9][0-9]*(\/details)?$/;

/** A customer's first login asks for the partner's portal terms in a blocking dialog (unless an earlier test agreed). */
async function agreeToTerms(page: Page): Promise<void> {
  const terms = page.getByTestId('portal-terms-dialog');
  if (await terms.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
    await page.getByTestId('portal-terms-agree').locator('..').click();
    await page.getByTestId('portal-terms-accept').click();
    await terms.waitFor({ state: 'detached' });
  }
}

test.describe.serial('offer request', () => {
  test('a customer requests an offer through the stepper, saving a draft half way and continuing it', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, erika());
    await agreeToTerms(page);
    const draftUrl = newRequest();
    await page.goto(draftUrl);
    await expect(page.getByTestId('offer-steps').locator('li')).toHaveCount(8);
    await stepIs(page, 'direction');

    // Nothing chosen: next stays on the step and says why.
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-direction-error')).toBeVisible();
    await stepIs(page, 'direction');
    await pick(page, 'offer-direction-CONS');
    await next(page, 'loadProfile');

    // The customer's consumption points with their 2025 history; production is not listed.
    const points = page.getByTestId('offer-points');
    await expect(points.locator(`[data-code="${office}"][data-direction="CONS"]`)).toContainText('31.12.2025');
    await expect(points.locator('[data-direction="PROD"]')).toHaveCount(0);
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-points-error')).toBeVisible();
    await pick(page, `offer-point-${office}-CONS`);
    // The range follows the chosen history; shorter than 365 days is refused.
    await expect(page.locator('#offer-histRangeStart')).toHaveValue('01.01.2025');
    await expect(page.locator('#offer-histRangeEnd')).toHaveValue('31.12.2025');
    await page.locator('#offer-histRangeStart').fill('02.01.2025');
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-histRangeEnd-error')).toContainText('365');
    await page.locator('#offer-histRangeStart').fill('01.01.2025');
    await next(page, 'product');

    await pick(page, 'offer-product-FULL');
    await next(page, 'deliveryYears');
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-deliveryYears-error')).toContainText('mindestens ein Lieferjahr');
    await pick(page, `offer-year-${nextYear}`);
    await next(page, 'details');
    // The customer's only currency is chosen.
    await expect(page.locator('#offer-currency')).toHaveValue('CHF');

    // Half way: saved as a draft, then the user leaves.
    await page.getByTestId('offer-save-draft').click();
    await expect(toast(page, 'offerRequest.draftSaved')).toBeVisible();
    await page.goto(tenantUrl('alpha', '/dashboard'));

    // A new request lists the open draft; continuing it opens its step with its fields.
    await page.goto(newRequest());
    const draftRow = page.locator(`[data-testid="offer-draft-row"][data-draft-id="${draftUrl.split('/').at(-1)}"]`);
    await expect(draftRow).toContainText(customerName);
    await expect(draftRow).toContainText('Angebotsdetails');
    await draftRow.getByTestId('offer-draft-continue').click();
    await expect(page).toHaveURL(draftUrl);
    await stepIs(page, 'details');
    await expect(page.locator('#offer-currency')).toHaveValue('CHF');
    await page.getByTestId('offer-back').click();
    await stepIs(page, 'deliveryYears');
    await expect(page.getByTestId(`offer-year-${nextYear}`)).toBeChecked();
    await next(page, 'details');

    // The actual supply start must lie in the first delivery year.
    await page.locator('#offer-actualYearSupplyStart').fill(`01.03.${nextYear + 1}`);
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-actualYearSupplyStart-error')).toContainText(String(nextYear));
    await page.locator('#offer-actualYearSupplyStart').fill(`01.03.${nextYear}`);
    await page.locator('#offer-note').fill('Bitte mit Wasserkraft rechnen.');
    await next(page, 'ecology');
    await expect(page.locator('#offer-energyQuality')).toHaveValue('CH-HYDRO');
    await next(page, 'offerTime');
    await page.locator('#offer-offerValidityPeriod').fill('0');
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-offerValidityPeriod-error')).toBeVisible();
    await page.locator('#offer-offerValidityPeriod').fill('120');
    await next(page, 'meteringPoint');

    await page.getByTestId('offer-submit').click();
    await expect(page).toHaveURL(offerPage);
    await expect(toast(page, 'offerRequest.submitted')).toBeVisible();

    // The submitted draft is no longer open.
    await page.goto(newRequest());
    await stepIs(page, 'direction');
    await expect(page.locator(`[data-testid="offer-draft-row"][data-draft-id="${draftUrl.split('/').at(-1)}"]`)).toHaveCount(0);
  });

  test("a partner's user requests an offer for a customer, with a new metering point and its history", async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());
    await page.goto(newRequest());
    await expect(page.getByTestId('offer-steps').locator('li')).toHaveCount(11);
    // Alpha serves one market area: it is chosen.
    await stepIs(page, 'marketArea');
    await expect(page.locator('#offer-marketArea')).toHaveValue('CH');
    await next(page, 'customerType');
    await pick(page, 'offer-customerType-FI');
    await next(page, 'customer');
    const customerValue = await page.locator('#offer-customer option', { hasText: customerName }).getAttribute('value');
    await page.locator('#offer-customer').selectOption(customerValue ?? '');
    await next(page, 'direction');
    await pick(page, 'offer-direction-BOTH');
    await next(page, 'loadProfile');

    // Both directions need a point each.
    await pick(page, `offer-point-${factory}-CONS`);
    await page.getByTestId('offer-next').click();
    await expect(page.getByTestId('offer-points-error')).toContainText('jeder Richtung');
    await pick(page, `offer-point-${factory}-PROD`);
    await next(page, 'product');
    await pick(page, 'offer-product-SPOT');
    await next(page, 'deliveryYears');
    await pick(page, `offer-year-${nextYear}`);
    await pick(page, `offer-year-${nextYear + 1}`);
    await next(page, 'details');
    await expect(page.getByTestId('offer-delivery-period')).toContainText(`01.01.${nextYear} bis 31.12.${nextYear + 1}`);
    await next(page, 'ecology');
    await page.locator('#offer-certificate').selectOption('CH-SOLAR');
    await next(page, 'offerTime');
    await next(page, 'meteringPoint');

    // A point not yet in the portal: the code is checked as it is typed.
    const code = `CH${String(Date.now()).slice(-11)}${'9'.padStart(20, '0')}`;
    const form = page.getByTestId('offer-new-point-form');
    await form.locator('#offer-new-point-country').selectOption('CH');
    await form.locator('#offer-new-point-countryState').selectOption('ZH');
    await form.locator('#offer-new-point-code').fill('CH123');
    await expect(form.getByTestId('offer-new-point-code-check')).toHaveAttribute('data-valid', 'false');
    await form.locator('#offer-new-point-code').fill(code);
    await expect(form.getByTestId('offer-new-point-code-check')).toHaveAttribute('data-valid', 'true');
    await form.locator('#offer-new-point-direction').selectOption('CONS');
    await form.locator('#offer-new-point-yearlyQuantity').fill("150'000");
    await form.locator('#offer-new-point-street').fill('Industriestrasse');
    await form.locator('#offer-new-point-streetNr').fill('42');
    await form.locator('#offer-new-point-zipCode').fill('8404');
    await form.locator('#offer-new-point-place').fill('Winterthur');
    await page.getByTestId('offer-new-point-submit').click();

    // Its history for the request's range: 12.5 kW all year are 109'500 kWh, far from 150'000.
    await expect(page.getByTestId('offer-history-upload')).toContainText(code);
    const csv = luxonProfile({ from: '2025-01-01', to: '2025-12-31', resolution: 15, directions: 'CONS', timeZone: 'Europe/Zurich' });
    await page.locator('#offer-history-file').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByTestId('offer-history-check').click();
    await expect(page.getByTestId('offer-history-summary')).toContainText("109'500 kWh");
    await expect(page.getByTestId('offer-history-question')).toBeVisible();
    await expect(page.getByTestId('offer-history-send')).toBeDisabled();
    await pick(page, 'offer-history-confirm');
    await page.getByTestId('offer-history-send').click();
    await expect(page.getByTestId('offer-new-point-added')).toContainText(code, { timeout: 30_000 });

    await page.getByTestId('offer-submit').click();
    await expect(page).toHaveURL(offerPage);
  });
});
