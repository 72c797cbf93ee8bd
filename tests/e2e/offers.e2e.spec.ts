import type { Page } from '@playwright/test';
import { demoMeteringPoints } from '../../deploy/demo/demo-metering-points.ts';
import { expect, test } from './csp-guard.ts';
import { acceptedForecast, requestOfferToday } from './offer-support.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { openTenant, sendCommand, tenantUrl } from './portal.ts';

// Offers from the customer's side (issue 12 points 4 and 5): Paul Privat requested two offers
// today, the operator priced and released them. The customer's offer table shows both released;
// the one with a one-minute validity expires while the grid stays open, and its row changes state
// in place (the socket's row patches the cached page: no second table call). The customer then
// opens the other offer and accepts one of its two delivery years, after being told to choose a
// year and tick the terms.

const admin = () => demoLogin('localhost');
// Paul Privat, not Muster Energie AG: the demo offers and the other offer journeys leave Muster
// with as many pending offers as a customer may have (maxPendingOffersPerCustomer, 5); Paul has
// one, and this journey leaves none (one accepted, one expired).
const customer = () => demoCustomerLogin('Paul Privat');
// Paul's point (the demo seeds a year of history for it). The roll-out journey rolls it out for
// a year from 2030 to 2069 and the demo for the next two years; these years are later.
const point = { code: demoMeteringPoints[1]!.points[0]!.code, direction: 'CONS' as const };
const firstYear = 2070 + (Date.now() % 29);
const years = [firstYear, firstYear + 1];

/**
 * A customer who has not accepted the partner's current portal terms gets a blocking dialog
 * after login (spec section 4); whether this run's customer already did depends on the tests
 * before, so the dialog is answered when it comes.
 */
async function acceptPortalTerms(page: Page): Promise<void> {
  await expect(page.getByTestId('role-dashboard')).toBeVisible();
  const terms = page.getByTestId('portal-terms-dialog');
  if (await terms.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
    await page.getByTestId('portal-terms-agree').locator('..').click();
    await page.getByTestId('portal-terms-accept').click();
    await expect(terms).toHaveCount(0);
  }
}

const inputs = (energyPrice: string) => ({
  energyPrice,
  profilePrice: '3.5',
  spotAddOn: '0',
  balancingAddOn: '1.2',
  variableAddOn: '0',
  adjustmentCost: '0',
  procurementFee: '1',
  alpha: '1',
  beta: '0',
  gamma: '0',
  certificatePrice: '0',
  certificateMargin: '0',
});

/** The operator (an admin) prices every year and releases the offer. */
async function priceAndRelease(offerId: string, deliveryYears: number[]): Promise<void> {
  await sendCommand('PriceOffer', { offerId, years: deliveryYears.map((year) => ({ year, cons: inputs('85.5') })) });
  await sendCommand('ReleaseOffer', { offerId, confirmed: true });
}

test('a customer sees its released offers, one expires live in the open grid, the customer accepts a year of the other', async ({ browser, page }) => {
  test.setTimeout(300_000);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openTenant(adminPage, 'alpha', '/login');
  await logIn(adminPage, admin());
  await acceptedForecast(adminPage, point, years);
  await adminContext.close();

  await openTenant(page, 'alpha', '/login');
  await logIn(page, customer());
  await acceptPortalTerms(page);
  const kept = await requestOfferToday(page, { customerId: customer().customer.id, point, deliveryYears: years, validityMinutes: 60 });
  const expiring = await requestOfferToday(page, { customerId: customer().customer.id, point, deliveryYears: [years[0]!], validityMinutes: 1 });
  await priceAndRelease(kept, years);
  await priceAndRelease(expiring, [years[0]!]);

  // The customer's table: both released, prices in Rp./kWh, no margin columns.
  const tableCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getOfferTableCUKeyset')) tableCalls.push(request.url());
  });
  await page.goto(tenantUrl('alpha', '/offers'));
  await expect(page.getByTestId('offers-page')).toBeVisible();
  const grid = page.getByTestId('offers-grid');
  const rowOf = (offerId: string) => grid.locator(`.ag-row[row-id="${offerId}"]`);
  await expect(rowOf(kept).getByTestId('offer-status')).toHaveAttribute('data-status', 'released');
  await expect(rowOf(expiring).getByTestId('offer-status')).toHaveAttribute('data-status', 'released');
  await expect(rowOf(kept)).toContainText('Rp./kWh');
  await expect(grid.locator('.ag-header-cell[col-id="margin"]')).toHaveCount(0);
  await expect(page.getByTestId('offer-new')).toBeVisible();
  const callsBefore = tableCalls.length;

  // A minute after its release the worker expires the offer: its row changes in place.
  await expect(rowOf(expiring).getByTestId('offer-status')).toHaveAttribute('data-status', 'expired', { timeout: 150_000 });
  await expect(rowOf(expiring)).toContainText('Abgelaufen');
  await expect(rowOf(kept).getByTestId('offer-status')).toHaveAttribute('data-status', 'released');
  expect(tableCalls.length, 'the page was patched, not read again').toBe(callsBefore);

  // The other offer: its details, then the answer.
  await rowOf(kept).click();
  await expect(page).toHaveURL(new RegExp(`/offers/${kept}/details$`));
  await expect(page.getByTestId('offer-fields')).toContainText('Privat');
  await expect(page.getByTestId('offer-tabs-margin')).toHaveCount(0);
  await page.getByTestId('offer-tabs-pricing').click();
  await expect(page.getByTestId('offer-prices')).toContainText('Rp./kWh');

  await page.getByTestId('offer-accept').click();
  const dialog = page.getByTestId('offer-accept-dialog');
  await page.getByTestId('offer-accept-dialog-submit').click();
  await expect(dialog.getByTestId('offer-accept-years-error')).toContainText('mindestens ein Lieferjahr');
  await expect(dialog.getByTestId('offer-accept-termsAccepted-error')).toContainText('AGB');
  await dialog.getByTestId(`offer-accept-year-${years[0]}`).locator('..').click();
  await dialog.getByTestId('offer-accept-terms').locator('..').click();
  await page.getByTestId('offer-accept-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('offer-detail').getByTestId('offer-status').first()).toHaveAttribute('data-status', 'accepted');
  await page.getByTestId('offer-tabs-details').click();
  const acceptedYears = page.getByTestId('offer-fields').getByRole('row', { name: /Angenommene Lieferjahre/ });
  await expect(acceptedYears).toContainText(String(years[0]));
  await expect(acceptedYears).not.toContainText(String(years[1]));
  await expect(page.getByTestId('offer-answer')).toHaveCount(0);
});
