import { expect, test } from './csp-guard.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { openTenant, tenantUrl } from './portal.ts';

// Load profiles (issue 11 point 9): the firm customer admin of alpha opens its metering point
// (added by its partner's user, the demo has none), uploads a one-day profile with a decimal
// comma, sees the error cited by its quarter hour, fixes the file, answers the 10 % question,
// uploads it and sees the chart with its line. Layout (a) of docs/load-profiles.md: ISO 8601
// timestamps with their offset, one row per quarter hour of a Zurich summer day.

const anna = () => demoLogin('alpha.localhost');
const customer = () => demoCustomerLogin('Muster Energie AG');
const code = `CH${String(Date.now()).slice(-11)}${'7'.padStart(20, '0')}`;
const day = '2026-06-15';

/** 96 rows from 00:00 to 24:00 local time (+02:00 in June); `comma` writes row 10 (line 12, 02:30) with a decimal comma. */
function profile(comma: boolean): Buffer {
  const start = Date.parse(`${day}T00:00:00+02:00`);
  const local = (ms: number) => `${new Date(ms + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
  const rows = Array.from({ length: 96 }, (_, i) => {
    const from = start + i * 900_000;
    return `${local(from)};${local(from + 900_000)};${comma && i === 10 ? '2,5' : '2.5'}`;
  });
  return Buffer.from(`from;to;kW\r\n${rows.join('\r\n')}\r\n`, 'utf8');
}

test.describe.serial('load profile upload', () => {
  test('a partner adds the customer’s metering point', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, anna());
    await page.goto(tenantUrl('alpha', '/customer-management/meteringpoints'));
    await page.getByTestId('mp-new').click();
    const form = page.getByTestId('new-point-form');
    const customerValue = await form.locator('#new-point-customerId option', { hasText: customer().customer.name }).getAttribute('value');
    await form.locator('#new-point-customerId').selectOption(customerValue ?? '');
    await form.locator('#new-point-marketArea').selectOption('CH');
    await form.locator('#new-point-direction').selectOption('CONS');
    await form.locator('#new-point-country').selectOption('CH');
    await form.locator('#new-point-countryState').selectOption('ZH');
    await form.locator('#new-point-code').fill(code);
    await expect(form.getByTestId('new-point-code-check')).toHaveAttribute('data-valid', 'true');
    await form.locator('#new-point-yearlyQuantity').fill("12'000");
    await form.locator('#new-point-street').fill('Bahnhofstrasse');
    await form.locator('#new-point-streetNr').fill('12');
    await form.locator('#new-point-zipCode').fill('8001');
    await form.locator('#new-point-place').fill('Zürich');
    await page.getByTestId('new-point-submit').click();
    await expect(form).toBeHidden();
  });

  test('the customer uploads a profile with an error, fixes it and sees the chart', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, customer());
    await page.goto(tenantUrl('alpha', `/customer-management/meteringpoints/${code}/1`));
    await expect(page.getByTestId('mp-detail')).toContainText(code);
    // A customer's first login asks for the partner's portal terms in a blocking dialog (unless an earlier test agreed).
    const terms = page.getByTestId('portal-terms-dialog');
    if (await terms.waitFor({ timeout: 3_000 }).then(() => true, () => false)) {
      await page.getByTestId('portal-terms-agree').locator('..').click();
      await page.getByTestId('portal-terms-accept').click();
      await terms.waitFor({ state: 'detached' });
    }
    await expect(page.getByTestId('mp-history-missing')).toContainText('noch nicht in der Datenbank');

    await page.getByTestId('mp-profile-upload').click();
    await expect(page.getByTestId('load-profile-zone')).toContainText('Europe/Zurich');
    await page.locator('#load-profile-file').setInputFiles({ name: 'profile.csv', mimeType: 'text/csv', buffer: profile(true) });
    await page.locator('#load-profile-from').fill('15.06.2026');
    await page.locator('#load-profile-to').fill('15.06.2026');
    await page.getByTestId('load-profile-check').click();

    // The decimal comma is cited by line, column and its quarter hour in Zurich time.
    const findings = page.getByTestId('load-profile-findings');
    await expect(findings).toContainText('15.06.2026 02:30');
    await expect(findings).toContainText('Dezimalkomma');
    await expect(findings.locator('.portal-profile-finding').first()).toContainText('12');
    await expect(page.getByTestId('load-profile-send')).toBeDisabled();

    // Fixed: no findings, the summary (96 × 2.5 kW / 4 = 60 kWh), the upload after the 10 % question.
    await page.locator('#load-profile-file').setInputFiles({ name: 'profile.csv', mimeType: 'text/csv', buffer: profile(false) });
    await page.getByTestId('load-profile-check').click();
    await expect(page.getByTestId('load-profile-summary')).toContainText('96 Zeilen');
    await expect(page.getByTestId('load-profile-summary')).toContainText('60 kWh');
    await page.getByTestId('load-profile-send').click();
    // 60 kWh a day are 21'900 kWh a year against the declared 12'000: the question, confirmed.
    await expect(page.getByTestId('load-profile-deviation')).toContainText("21'900 kWh");
    await page.getByRole('button', { name: 'Trotzdem hochladen' }).click();
    await expect(page.locator('.portal-toast[data-code="meteringPoints.upload.uploaded"]')).toBeVisible();
    await expect(page.getByTestId('mp-history')).toContainText('15.06.2026 – 15.06.2026');

    // The chart: the history's line on the time axis; no forecast yet.
    await page.getByTestId('mp-graph').click();
    await expect(page).toHaveURL(new RegExp(`/customer-management/meteringpoints/${code}/1/graph$`));
    const chart = page.getByTestId('profile-chart');
    await expect(chart).toHaveAttribute('data-series', '1');
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('graph-energy')).toContainText('60 kWh');
    await expect(page.getByTestId('graph-forecast-missing')).toContainText('noch nicht verfügbar');
  });
});
