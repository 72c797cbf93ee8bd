import { entsoeDayAheadXml } from '@portal/events/market/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { callAs } from './offer-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// Market data (issue 13 point 6): the admin uploads day-ahead prices for CH and DE-LU and ECB
// reference rates on /tasks-management/data and sees each job succeed in the open list; a broken
// rates file fails with its errors and flag, which the admin removes, and the next good file
// imports. A customer then charts both zones on /market/spot (two lines and their table) and
// the ECB's EUR/CHF on /market/exchange, whose table shows the file's rates.
//
// The days lie before the demo's sample files (deploy/demo/market-data: 2024 and later), so the
// rates the table shows are this file's.

const admin = () => demoLogin('localhost');
const customer = () => demoCustomerLogin('Muster Energie AG');

const spotCh = entsoeDayAheadXml({ zone: 'CH', from: '2023-06-05', days: 3, resolution: 'PT15M' });
const spotDe = entsoeDayAheadXml({ zone: 'DE-LU', from: '2023-06-05', days: 3, resolution: 'PT60M' });
// The ECB's layout: a Date column, one column per currency, a trailing comma, newest first.
const ecbGood = 'Date,USD,CHF,\n2023-12-28,1.1114,0.9339,\n2023-12-27,1.1065,0.9344,\n';
const ecbBroken = 'Date,USD,CHF,\n2023-12-28,1.1114,abc,\n2023-12-27,1.1065,0.9344,\n';

/** Uploads a file of a kind and answers its job id (the upload route's answer). */
async function upload(page: Page, kind: string, name: string, text: string, mimeType: string): Promise<string> {
  await page.getByTestId('market-upload-kind').selectOption(kind);
  await page.getByTestId('market-upload-file').setInputFiles({ name, mimeType, buffer: Buffer.from(text, 'utf8') });
  const answer = page.waitForResponse((response) => response.url().includes('/api/market/imports') && response.request().method() === 'POST');
  await page.getByTestId('market-upload-submit').click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const jobId = ((await response.json()) as { data: { jobId: string } }).data.jobId;
  // One success toast at a time (the toaster keys toasts by type and text key): it names this file.
  await expect(page.locator('.portal-toast[data-type="success"]').filter({ hasText: name })).toBeVisible();
  return jobId;
}

/** The job's row in the open list reaches the status without a reload (recalcMarketImportJobs). */
async function expectStatus(page: Page, jobId: string, status: 'SUCCESS' | 'FAILED'): Promise<void> {
  const row = page.getByTestId('market-jobs-grid').locator(`.ag-row[row-id="${jobId}"]`);
  await expect(row.getByTestId('market-job-status')).toHaveAttribute('data-status', status, { timeout: 60_000 });
}

/** A customer who has not accepted the partner's current portal terms answers the blocking dialog first. */
async function acceptPortalTerms(page: Page): Promise<void> {
  await expect(page.getByTestId('role-dashboard')).toBeVisible();
  const terms = page.getByTestId('portal-terms-dialog');
  if (await terms.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
    await page.getByTestId('portal-terms-agree').locator('..').click();
    await page.getByTestId('portal-terms-accept').click();
    await expect(terms).toHaveCount(0);
  }
}

/** Picks a series in the page's list and adds it. */
async function pick(page: Page, seriesId: string): Promise<void> {
  await page.getByTestId('market-series-select').selectOption(seriesId);
  await page.getByTestId('market-series-add').click();
  await expect(page.locator(`[data-testid="market-chip"][data-series="${seriesId}"]`)).toBeVisible();
}

test('the admin imports spot prices and rates live, a customer charts two zones and EUR/CHF', async ({ browser, page }) => {
  test.setTimeout(240_000);

  // The admin: three files of two kinds, one after the other (a kind runs one job at a time).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openTenant(adminPage, 'alpha', '/login');
  await logIn(adminPage, admin());
  await adminPage.goto(tenantUrl('alpha', '/tasks-management/data'));
  await expect(adminPage.getByTestId('market-data-jobs-page')).toBeVisible();

  const ch = await upload(adminPage, 'ENTSOE_SPOT', 'entsoe-ch-2023-06-05.xml', spotCh, 'application/xml');
  await expectStatus(adminPage, ch, 'SUCCESS');
  const de = await upload(adminPage, 'ENTSOE_SPOT', 'entsoe-de-lu-2023-06-05.xml', spotDe, 'application/xml');
  await expectStatus(adminPage, de, 'SUCCESS');

  // What the CH job brought: one series over the file's three days.
  await adminPage.getByTestId('market-jobs-grid').locator(`.ag-row[row-id="${ch}"]`).click();
  const dialog = adminPage.getByTestId('market-job-dialog');
  await expect(dialog.locator('[data-testid="market-job-series-row"][data-series="SPOT:CH"]')).toContainText('05.06.2023');
  await expect(dialog.locator('[data-testid="market-job-series-row"][data-series="SPOT:CH"]')).toContainText('07.06.2023');
  await adminPage.getByTestId('market-job-close').click();

  // A broken rates file fails with its errors and the flag; the admin removes the flag.
  const broken = await upload(adminPage, 'ECB_FX', 'eurofxref-broken.csv', ecbBroken, 'text/csv');
  await expectStatus(adminPage, broken, 'FAILED');
  await adminPage.getByTestId('market-jobs-grid').locator(`.ag-row[row-id="${broken}"]`).click();
  await expect(dialog.getByTestId('market-job-error').first()).toBeVisible();
  await adminPage.getByTestId('market-job-remove-flag').click();
  await expect(adminPage.getByTestId('market-job-remove-flag-confirm')).toBeVisible();
  await adminPage.locator('.bp6-alert').getByRole('button', { name: 'Fehlerflag entfernen' }).click();
  await expect(adminPage.getByTestId('market-job-remove-flag')).toHaveCount(0);
  await expect(adminPage.getByTestId('market-job-facts')).toContainText('Nein');
  await adminPage.getByTestId('market-job-close').click();

  // The next good file imports.
  const ecb = await upload(adminPage, 'ECB_FX', 'eurofxref-2023-12.csv', ecbGood, 'text/csv');
  await expectStatus(adminPage, ecb, 'SUCCESS');
  await adminContext.close();

  // The customer: the spot page with both zones.
  await openTenant(page, 'alpha', '/login');
  await logIn(page, customer());
  await acceptPortalTerms(page);
  // The series tables follow the jobs' list in their own projection: wait until both zones are there.
  await expect
    .poll(async () => ((await callAs(page, 'GET', '/api/market/series?kind=SPOT')).json.data as unknown as { id: string }[] | undefined)?.map((s) => s.id).sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['SPOT:CH', 'SPOT:DE-LU']));
  await page.goto(tenantUrl('alpha', '/market/spot'));
  await expect(page.getByTestId('market-page-spot')).toBeVisible();
  await expect(page.getByTestId('market-pick-hint')).toBeVisible();
  await pick(page, 'SPOT:CH');
  await pick(page, 'SPOT:DE-LU');
  await expect(page).toHaveURL(/[?&]series=SPOT:CH,SPOT:DE-LU(&|$)/);

  // A zone picked again is refused with the spec's message, and nothing is added.
  await page.getByTestId('market-series-select').selectOption('SPOT:CH');
  await page.getByTestId('market-series-add').click();
  await expect(page.locator('.portal-toast[data-type="warning"]')).toContainText('bereits angezeigt');
  await expect(page.getByTestId('market-chip')).toHaveCount(2);

  // The file's days: two lines and the table of the first zone's quarter hours.
  await page.getByTestId('market-from').fill('05.06.2023');
  await page.getByTestId('market-to').fill('07.06.2023');
  await page.getByTestId('market-dates-apply').click();
  await expect(page).toHaveURL(/from=2023-06-05&to=2023-06-07/);
  await expect(page.getByTestId('market-chart')).toHaveAttribute('data-series', '2');
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();
  const table = page.getByTestId('market-table');
  await expect(table.locator('.ag-row')).toHaveCount(10);
  // Newest first; rows by their index (AG Grid may keep rows out of DOM order).
  await expect(table.locator('.ag-row[row-index="0"]')).toContainText('07.06.2023 23:45');
  await expect(page.getByTestId('market-table-section')).toHaveAttribute('data-series', 'SPOT:CH');
  await page.getByTestId('market-table-series').selectOption('SPOT:DE-LU');
  await expect(page.getByTestId('market-table-section')).toHaveAttribute('data-series', 'SPOT:DE-LU');
  await expect(table.locator('.ag-row[row-index="0"]')).toContainText('07.06.2023 23:45');

  // The shared link survives a reload.
  await page.reload();
  await expect(page.getByTestId('market-chip')).toHaveCount(2);
  await expect(page.getByTestId('market-chart')).toHaveAttribute('data-series', '2');

  // The exchange page: the ECB's EUR/CHF with the file's two rates.
  await page.getByTestId('section-tabs-exchange').click();
  await expect(page.getByTestId('market-page-exchange')).toBeVisible();
  await pick(page, 'FX:ECB:EUR-CHF');
  await page.getByTestId('market-from').fill('27.12.2023');
  await page.getByTestId('market-to').fill('28.12.2023');
  await page.getByTestId('market-dates-apply').click();
  await expect(page.getByTestId('market-chart')).toHaveAttribute('data-series', '1');
  const rows = page.getByTestId('market-table').locator('.ag-row');
  await expect(rows).toHaveCount(2);
  const row = (index: number) => page.getByTestId('market-table').locator(`.ag-row[row-index="${index}"]`);
  await expect(row(0)).toContainText('28.12.2023');
  await expect(row(0)).toContainText('0.9339');
  await expect(row(1)).toContainText('27.12.2023');
  await expect(row(1)).toContainText('0.9344');
});
