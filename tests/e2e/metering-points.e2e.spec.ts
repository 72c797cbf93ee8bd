import { expect, test } from './csp-guard.ts';
import { demoLogin, logIn } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// Metering points (issue 11 point 4): anna of alpha (market area CH) adds a point for her demo
// customer with the inline code check, imports a small CSV (a format error cited by the
// preview, a code the country rule refuses cited by the server), fixes it, imports it, finds
// the points, changes one's yearly quantity and exports the list.

const anna = () => demoLogin('alpha.localhost');
const customerName = 'Muster Energie AG';
// Swiss metering points are CH, 11 digits and 20 digits or letters (the seeded country rule).
// The run's clock is the 11 digits: this run's codes share a prefix no earlier run has, and
// the search for it finds them whether the server matches prefixes or substrings.
const run = `CH${String(Date.now()).slice(-11)}`;
const swissCode = (n: number) => `${run}${String(n).padStart(20, '0')}`;
const formCode = swissCode(1);
const csvCodes = [swissCode(2), swissCode(3)];
const header = 'METERINGCODE;YEARLYCONSUMPTION;STREET;STREETNR;PLACE;ZIPCODE;COUNTRY;STATE;METERINGPOINTTYPE';
const line = (code: string, kwh: string) => `${code};${kwh};Bahnhofstrasse;12;Zürich;8001;CH;ZH;1`;
const csv = (...lines: string[]) => Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`, 'utf8');

test.describe.serial('metering points', () => {
  test('a partner adds a point, imports a CSV after fixing its errors, changes a point and exports', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 400 POST http:\/\/alpha\.localhost:\d+\/api\/meteringpoints\/import\?/, 'the import with a wrong code is refused, as the test wants');
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());
    await page.goto(tenantUrl('alpha', '/customer-management/meteringpoints'));
    await expect(page.getByTestId('metering-points-page')).toBeVisible();

    // New point: the code is checked as it is typed, its kind and problems below the field.
    await page.getByTestId('mp-new').click();
    const form = page.getByTestId('new-point-form');
    await expect(form).toBeVisible();
    const customerValue = await form.locator('#new-point-customerId option', { hasText: customerName }).getAttribute('value');
    await form.locator('#new-point-customerId').selectOption(customerValue ?? '');
    await form.locator('#new-point-marketArea').selectOption('CH');
    await form.locator('#new-point-direction').selectOption('CONS');
    await form.locator('#new-point-country').selectOption('CH');
    await form.locator('#new-point-countryState').selectOption('ZH');
    await form.locator('#new-point-code').fill('CH123');
    const check = form.getByTestId('new-point-code-check');
    await expect(check).toHaveAttribute('data-valid', 'false');
    await expect(form.getByTestId('new-point-code-check-problems')).not.toBeEmpty();
    await form.locator('#new-point-code').fill(formCode);
    await expect(check).toHaveAttribute('data-valid', 'true');
    await expect(check).toContainText('Schweizer Messpunkt');
    // Nothing is sent while a field is missing: the quantity is required.
    await page.getByTestId('new-point-submit').click();
    await expect(form.getByTestId('new-point-yearlyQuantity-error')).toBeVisible();
    await form.locator('#new-point-yearlyQuantity').fill("12'000");
    await form.locator('#new-point-street').fill('Bahnhofstrasse');
    await form.locator('#new-point-streetNr').fill('12');
    await form.locator('#new-point-zipCode').fill('8001');
    await form.locator('#new-point-place').fill('Zürich');
    await page.getByTestId('new-point-submit').click();
    await expect(form).toBeHidden();

    // The search needs 3 characters; the run's id finds this run's points only.
    const grid = page.getByTestId('metering-points-grid');
    await page.getByTestId('mp-filter-search').fill('CH');
    await expect(page.getByTestId('mp-filter-search-hint')).toBeVisible();
    await page.getByTestId('mp-filter-search').fill(run);
    await expect(page.getByTestId('mp-filter-search-hint')).toBeHidden();
    const formRow = grid.getByRole('row', { name: new RegExp(formCode) });
    await expect(formRow).toContainText("12'000 kWh");
    await expect(formRow).toContainText('Bezug');

    // CSV import: the preview cites the format error by line and column before anything is sent.
    await page.getByTestId('mp-import').click();
    const importCustomer = await page.locator('#csv-import-customerId option', { hasText: customerName }).getAttribute('value');
    await page.locator('#csv-import-customerId').selectOption(importCustomer ?? '');
    await page.locator('#csv-import-marketArea').selectOption('CH');
    await page.locator('#csv-import-file').setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: csv(line(csvCodes[0]!, '8000'), line(csvCodes[1]!, 'viel')) });
    const previewProblem = page.getByTestId('csv-preview-problems-row');
    await expect(previewProblem).toHaveAttribute('data-line', '3');
    await expect(previewProblem).toHaveAttribute('data-column', '2');
    await expect(page.getByTestId('csv-import-send')).toBeDisabled();

    // A code of the right shape that no Swiss rule allows: only the server knows, and cites it.
    await page.locator('#csv-import-file').setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: csv(line(csvCodes[0]!, '8000'), line('CH123', '9000')) });
    await expect(page.getByTestId('csv-preview-summary')).toContainText('2 Messpunkte');
    await page.getByTestId('csv-import-send').click();
    const refused = page.getByTestId('csv-refusal-problems-row').first();
    await expect(refused).toHaveAttribute('data-line', '3');
    await expect(refused).toHaveAttribute('data-column', '1');

    // Fixed: both lines import, the list shows them.
    await page.locator('#csv-import-file').setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: csv(line(csvCodes[0]!, '8000'), line(csvCodes[1]!, '9000')) });
    await expect(page.getByTestId('csv-preview-summary')).toContainText('2 Messpunkte');
    await page.getByTestId('csv-import-send').click();
    await expect(page.locator('.portal-toast[data-code="meteringPoints.import.imported"]')).toContainText('2 Messpunkte sind importiert');
    for (const code of csvCodes) await expect(grid.getByRole('row', { name: new RegExp(code) })).toBeVisible();

    // Detail: a new yearly quantity shows at once.
    await grid.getByRole('row', { name: new RegExp(csvCodes[0]!) }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-management/meteringpoints/${csvCodes[0]}/1$`));
    await expect(page.getByTestId('mp-detail')).toContainText("8'000 kWh");
    await page.getByTestId('mp-action-yearlyQuantity').click();
    await page.locator('#mp-quantity-value').fill("8'500");
    await page.locator('#mp-quantity-validFrom').fill('01.01.2027');
    await page.getByTestId('mp-quantity-dialog-submit').click();
    await expect(page.getByTestId('mp-detail')).toContainText("8'500 kWh");

    // The addresses of the partner's points, each with the points measured there.
    await page.goto(tenantUrl('alpha', '/customer-management/meteringpoints'));
    await page.getByTestId('mp-addresses').click();
    await expect(page).toHaveURL(/\/customer-management\/address\/all$/);
    await expect(page.getByTestId('metering-addresses-grid')).toContainText('Bahnhofstrasse 12, 8001 Zürich (ZH, CH)');

    // Export with the search as filter: the spec's columns and this run's three points.
    await page.goto(tenantUrl('alpha', '/customer-management/meteringpoints'));
    await page.getByTestId('mp-filter-search').fill(run);
    await expect(grid.getByRole('row', { name: new RegExp(formCode) })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mp-export').click()]);
    const exported = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(exported.split('\r\n')[0]).toBe(header);
    for (const code of [formCode, ...csvCodes]) expect(exported).toContain(`${code};`);
  });

  test('a partner imports 10,000 metering points in one file', async ({ page }) => {
    test.setTimeout(240_000);
    const bulk = `CH${String(Date.now() + 7).slice(-11)}`;
    const lines = Array.from({ length: 10_000 }, (_, i) => line(`${bulk}${String(i).padStart(20, '0')}`, String(5000 + i)));
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());
    await page.goto(tenantUrl('alpha', '/customer-management/meteringpoints'));
    await page.getByTestId('mp-import').click();
    const importCustomer = await page.locator('#csv-import-customerId option', { hasText: customerName }).getAttribute('value');
    await page.locator('#csv-import-customerId').selectOption(importCustomer ?? '');
    await page.locator('#csv-import-marketArea').selectOption('CH');
    await page.locator('#csv-import-file').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: csv(...lines) });
    // The preview parses in a worker (features/metering-points/csv-worker.ts), then the server checks all rows in one pass.
    await expect(page.getByTestId('csv-preview-summary')).toContainText(/10.000 Messpunkte/, { timeout: 60_000 });
    await page.getByTestId('csv-import-send').click();
    await expect(page.locator('.portal-toast[data-code="meteringPoints.import.imported"]')).toContainText(/10.000 Messpunkte sind importiert/, { timeout: 180_000 });
    await page.getByTestId('mp-filter-search').fill(bulk);
    await expect(page.getByTestId('metering-points-grid').getByRole('row', { name: new RegExp(`${bulk}0{20}`) })).toBeVisible({ timeout: 30_000 });
  });
});
