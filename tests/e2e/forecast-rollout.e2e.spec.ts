import { expect, test } from './csp-guard.ts';
import { demoCustomerLogin, demoLogin, logIn } from './login-support.ts';
import { openTenant, sendCommand, tenantUrl } from './portal.ts';
import { demoMeteringPoints } from '../../deploy/demo/demo-metering-points.ts';

// The admin's roll-out tool (issue 11 point 6, portfolio-management/tools): an invalid year
// range is shown at its field as soon as the field is left, nothing sent; a valid range for a
// point without a historic load profile ends in the spec's roll-out error, whether the command
// refuses it at once or the forecast worker marks the forecast failed.

const admin = () => demoLogin('localhost');
// A Swiss point of this run (CH, 11 digits, 20 digits or letters), registered without history.
const code = `CH${String(Date.now()).slice(-11)}${'9'.padStart(20, '0')}`;

test.describe.serial('forecast roll-out', () => {
  test('the admin is told an invalid year range at the field and the roll-out error for a point without history', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 400 POST \S+\/api\/commands$/, 'the roll-out of a point without history may be refused at once, as the test wants');
    const customer = demoCustomerLogin('Muster Energie AG').customer;
    await sendCommand('RegisterMeteringPoints', {
      customerId: customer.id,
      marketArea: 'CH',
      declared: 'CONS',
      source: 'FORM',
      points: [{ code, direction: 'CONS', yearlyQuantityKwh: '120000', address: { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' } }],
    });

    await openTenant(page, 'alpha', '/login');
    await logIn(page, admin());
    await page.goto(tenantUrl('alpha', '/portfolio-management/tools'));
    await expect(page.getByTestId('tools-page')).toBeVisible();

    await page.getByTestId('rollout-points').fill(code);
    await page.getByTestId('rollout-fromYear').fill('2030');
    await page.getByTestId('rollout-toYear').fill('2029');
    await page.getByTestId('rollout-fromYear').focus();
    await expect(page.getByTestId('rollout-toYear-error')).toContainText('Das Endjahr 2029 liegt vor dem Startjahr 2030.');
    await page.getByTestId('rollout-fromYear').fill('30');
    await page.getByTestId('rollout-toYear').focus();
    await expect(page.getByTestId('rollout-fromYear-error')).toContainText('4 Ziffern');
    await page.getByTestId('rollout-send').click();
    await expect(page.getByTestId('rollout-results')).toBeHidden();

    await page.getByTestId('rollout-fromYear').fill('2028');
    await page.getByTestId('rollout-toYear').fill('2029');
    await expect(page.getByTestId('rollout-fromYear-error')).toBeHidden();
    await expect(page.getByTestId('rollout-toYear-error')).toBeHidden();
    await page.getByTestId('rollout-send').click();
    const refused = page.getByTestId('rollout-refusal');
    const failed = page.locator(`[data-testid="rollout-row"][data-key="${code}:CONS"][data-status="FAILED"]`);
    await expect(refused.or(failed)).toBeVisible({ timeout: 30_000 });
    const shown = refused.or(failed.getByTestId('rollout-note'));
    await expect(shown).toContainText('Fehler beim Roll-out');
    // The reason is the missing history, not any refusal (an unknown command would read the same).
    await expect(shown).toContainText(/histor/i);
  });

  test('the admin rolls out a demo point with a year of history, the worker generates the forecast, the admin accepts it', async ({ page }) => {
    // Paul Privat's point: the demo seeds it with the history of 2025, and nothing else rolls it out.
    const point = demoMeteringPoints[1]!.points[0]!;
    const year = 2030 + (Date.now() % 40);
    test.setTimeout(120_000);
    await openTenant(page, 'alpha', '/login');
    await logIn(page, admin());
    await page.goto(tenantUrl('alpha', '/portfolio-management/tools'));
    await page.getByTestId('rollout-points').fill(point.code);
    await page.getByTestId('rollout-fromYear').fill(String(year));
    await page.getByTestId('rollout-toYear').fill(String(year));
    await page.getByTestId('rollout-send').click();
    const row = page.locator(`[data-testid="rollout-row"][data-key="${point.code}:CONS"]`);
    await expect(row).toHaveAttribute('data-status', 'GENERATED', { timeout: 60_000 });

    await page.goto(tenantUrl('alpha', `/customer-management/meteringpoints/${point.code}/1`));
    const forecast = page.locator(`[data-testid="forecast"][data-status="GENERATED"]`).filter({ hasText: String(year) });
    await expect(forecast).toBeVisible();
    // Scaled to the point's yearly quantity: 4'500 kWh.
    await expect(forecast.getByTestId('forecast-yearly')).toContainText("4'500");
    await forecast.getByTestId('forecast-accept').click();
    await expect(page.getByTestId('forecast-accept-confirm')).toContainText(String(year));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Freigeben' }).click();
    await expect(page.locator(`[data-testid="forecast"][data-status="ACCEPTED"]`).filter({ hasText: String(year) })).toBeVisible();
  });
});
