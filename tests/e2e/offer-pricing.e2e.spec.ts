import { demoMeteringPoints } from '../../deploy/demo/demo-metering-points.ts';
import { expect, test } from './csp-guard.ts';
import { acceptedForecast, requestOfferToday } from './offer-support.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// The admin's offer task (issue 12 point 5): an offer the demo customer requested today waits in
// the task list, marked as today's; releasing it before it is priced is refused with
// PRICE_NOT_SET; a decimal comma in a price is refused at its field; priced per MWh, it is
// released after the RELEASE_OFFER question, and the task list open in another tab shows the
// row's new state without a reload (recalcOfferTable patches the cached page).

const admin = () => demoLogin('localhost');
const customer = () => demoCustomerLogin('Muster Energie AG');
// Muster Energie AG's office point: the demo seeds its history of 2025 (365 days).
const point = { code: demoMeteringPoints[0]!.points[0]!.code, direction: 'CONS' as const };
// A delivery year no other run or test rolls out for this point.
const year = 2031 + (Date.now() % 60);

test('the admin prices an offer of today and releases it; the open task list shows the new state live', async ({ browser, page, pageProblems }) => {
  test.setTimeout(180_000);
  pageProblems.expect(/^response 4\d\d POST \S+\/api\/commands$/, 'the release before pricing is refused (PRICE_NOT_SET), as the test wants');

  await openTenant(page, 'alpha', '/login');
  await logIn(page, admin());
  await acceptedForecast(page, point, [year]);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await openTenant(customerPage, 'alpha', '/login');
  await logIn(customerPage, customer());
  const offerId = await requestOfferToday(customerPage, { customerId: customer().customer.id, point, deliveryYears: [year], validityMinutes: 30 });
  await customerContext.close();

  // The task list, in a tab that stays open: today's new offer is there, marked, requested.
  const list = await page.context().newPage();
  await list.goto(tenantUrl('alpha', '/tasks-management/offer'));
  const row = list.locator(`[data-testid="offer-tasks-grid"] .ag-row[row-id="${offerId}"]`);
  await expect(row).toHaveClass(/portal-offer-today/);
  await expect(row.getByTestId('offer-task-status')).toHaveAttribute('data-status', 'requested');

  // The row opens task type 1 of the offer.
  await page.bringToFront();
  await page.goto(tenantUrl('alpha', '/tasks-management/offer'));
  await page.locator(`[data-testid="offer-tasks-grid"] .ag-row[row-id="${offerId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/tasks-management/offer/${offerId}/edit/1$`));
  await expect(page.getByTestId('offer-facts')).toContainText('Muster Energie AG');

  // Too early: no price yet.
  await page.getByTestId('release-button').click();
  await expect(page.getByTestId('release-confirm')).toContainText('Möchten Sie das Angebot freigeben?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByTestId('release-refusal')).toHaveAttribute('data-code', 'PRICE_NOT_SET');
  await expect(page.getByTestId('release-refusal')).toContainText('Der Preis ist noch nicht gesetzt.');

  // A decimal comma is refused when the field is left; a dot shows the Rp./kWh reading.
  const energy = page.getByTestId('price-0-cons-energyPrice');
  await energy.fill('85,5');
  await page.getByTestId('price-0-cons-profilePrice').focus();
  await expect(page.getByTestId('price-0-cons-energyPrice-error')).toContainText('Dezimalpunkt');
  await energy.fill('85.5');
  await expect(page.getByTestId('price-0-cons-energyPrice-error')).toBeHidden();
  await expect(page.getByTestId('price-0-cons-energyPrice-hint')).toContainText('8.5500 Rp./kWh');
  await expect(page.locator(`[data-testid="price-preview-row"][data-key="${year}:CONS"]`).getByTestId('price-preview-without')).toContainText('85.5000 CHF/MWh');
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId('offer-facts')).toContainText('Bepreist');
  // A tab in the background may hold back its rendering: each check looks at the tab in front.
  await list.bringToFront();
  await expect(row.getByTestId('offer-task-status')).toHaveAttribute('data-status', 'priced');
  await page.bringToFront();

  // Released after the question; the other tab's row changes state in place.
  await page.getByTestId('release-button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByTestId('release-done')).toBeVisible();
  await expect(page.getByTestId('offer-facts')).toContainText('Freigegeben');
  await list.bringToFront();
  await expect(row.getByTestId('offer-task-status')).toHaveAttribute('data-status', 'released');
  await expect(row).toContainText('Freigegeben');

  // The offer's details show the admin its history (issue 14): priced, then released, by him.
  await page.bringToFront();
  await page.goto(tenantUrl('alpha', `/offers/${offerId}/details`));
  const history = page.getByTestId('audit-history-section');
  await history.getByTestId('audit-history-toggle').click();
  const entries = history.getByTestId('audit-history-entry');
  await expect(entries.getByTestId('audit-type')).toContainText(['OfferReleased', 'OfferPriced']);
  await expect(entries.filter({ hasText: 'OfferReleased' }).getByTestId('audit-actor')).toHaveAttribute('data-role', 'admin');
});
