import { DateTime } from 'luxon';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-guard.ts';
import { demoLogin, demoLoginByMail, logIn } from './login-support.ts';
import { operatorCreatesPartner, port, sendCommand } from './portal.ts';

// The audit in the browser (issue 14, ADR 26): the admin changes a partner of this test twice
// (through the operator's API, which acts as the admin), the auditor logs in, lands on /audit,
// finds the partner's stream, reads its history with who changed what, the state as of a moment
// between the two changes, a diff of the two, and a refusal of a moment in the future; he cannot
// reach a command screen. The admin finds the same history on the partner's page.

const run = Date.now().toString(36);
const auditor = () => demoLoginByMail('auditor@portal.localhost');
const localUrl = (path: string) => `http://localhost:${port}${path}`;

interface Changed {
  salesPartnerId: string;
  /** A moment after the first change (publicRegistration true) and before the second (false again). */
  between: number;
}
let changed: Changed | null = null;

/** Created with public registration off, switched on, and, two seconds later, off again. */
async function partnerChangedTwice(): Promise<Changed> {
  if (changed) return changed;
  const salesPartnerId = await operatorCreatesPartner(`e2e-audit-${run}`, `E2E Audit ${run} AG`);
  await sendCommand('SetPublicRegistration', { salesPartnerId, allowed: true });
  // The picker holds whole seconds: the next whole second is after the first change's recording.
  const between = Math.ceil((Date.now() + 1) / 1000) * 1000;
  await new Promise((resolve) => setTimeout(resolve, between + 1_100 - Date.now()));
  await sendCommand('SetPublicRegistration', { salesPartnerId, allowed: false });
  changed = { salesPartnerId, between };
  return changed;
}

async function logInAt(page: Page, user: ReturnType<typeof auditor>): Promise<void> {
  await page.addInitScript(() => {
    const now = Date.now();
    localStorage.setItem('portal.cookieDecision', JSON.stringify({ acceptedAt: new Date(now).toISOString(), expiresAt: new Date(now + 90 * 86_400_000).toISOString() }));
  });
  await page.goto(localUrl('/login'));
  await logIn(page, user);
}

/** The value a date-time picker takes for an instant, in Zurich time. */
const zurichInput = (millis: number) => DateTime.fromMillis(millis, { zone: 'Europe/Zurich' }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

const rowWith = (grid: Locator, text: string) => grid.locator('.ag-row').filter({ hasText: text });
const stateValue = (page: Page, field: string) => page.getByTestId('audit-state-table').locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${field.replace('.', '\\.')}$`) }) }).locator('td');

test.describe.serial('the audit', () => {
  test('the auditor reads a partner’s history, its state between two changes, a diff and a refusal', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 422 GET \S+\/api\/audit\/streams\/salesPartner-[0-9a-f-]{36}\?asOf=/, 'a moment in the future is refused (INVALID_DATE)');
    pageProblems.expect(/^response 404 GET \S+\/api\/audit\/streams\/salesPartner-e2e-unknown\/history/, 'a stream the log does not know');
    test.setTimeout(150_000);
    const { salesPartnerId, between } = await partnerChangedTwice();
    const streamId = `salesPartner-${salesPartnerId}`;

    await logInAt(page, auditor());
    // His home is the audit, his one menu entry.
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByTestId('menu-audit')).toBeVisible();
    await expect(page.getByTestId('menu-dashboard')).toHaveCount(0);

    // All partners' streams, then this test's by the start of its id.
    await page.getByTestId('audit-category').selectOption('salesPartner');
    await page.getByTestId('audit-search').click();
    await expect(page).toHaveURL(/\/audit\?prefix=salesPartner-$/);
    const streams = page.getByTestId('audit-streams-grid');
    await expect(streams.locator('.ag-row').first()).toContainText('salesPartner-');
    await page.getByTestId('audit-prefix').fill(salesPartnerId.slice(0, 13));
    await page.getByTestId('audit-search').click();
    await rowWith(streams, streamId).click();
    await expect(page).toHaveURL(localUrl(`/audit/streams/${streamId}`));

    // The history: the creation and both changes, each with its actor and its change.
    const history = page.getByTestId('audit-history-grid');
    await expect(history.locator('.ag-row')).toHaveCount(3);
    const switchedOn = rowWith(history, 'profile.publicRegistration: false → true');
    const switchedOff = rowWith(history, 'profile.publicRegistration: true → false');
    await expect(switchedOn.getByTestId('audit-type')).toHaveText('PublicRegistrationSet');
    await expect(switchedOn.getByTestId('audit-actor')).toHaveAttribute('data-role', 'admin');
    await expect(switchedOn.getByTestId('audit-actor')).toContainText('operator');
    await expect(switchedOff.getByTestId('audit-ids')).toContainText(/[0-9a-f-]{36}/);
    // The creation lists every field it set, the first few at once, the rest on request.
    const created = rowWith(history, 'SalesPartnerCreated');
    await expect(created).toContainText(`profile.name: – → E2E Audit ${run} AG`);
    await expect(created).not.toContainText('profile.publicRegistration: – → false');
    await created.getByTestId('audit-changes-all').click();
    await expect(created).toContainText('profile.publicRegistration: – → false');

    // The state as of a moment between the changes was the one after the first: registration on.
    await page.getByTestId('audit-asof').fill(zurichInput(between));
    await page.getByTestId('audit-asof-submit').click();
    await expect(page.getByTestId('audit-state-result')).toHaveAttribute('data-revision', '1');
    await expect(stateValue(page, 'profile.publicRegistration')).toHaveText('true');
    await expect(stateValue(page, 'profile.name')).toHaveText(`E2E Audit ${run} AG`);
    // The state after the last row is today's: off again.
    await switchedOff.getByTestId('audit-row-state').click();
    await expect(page.getByTestId('audit-state-result')).toHaveAttribute('data-revision', '2');
    await expect(stateValue(page, 'profile.publicRegistration')).toHaveText('false');

    // The diff from the first change to the second.
    await switchedOn.getByTestId('audit-row-from').click();
    await switchedOff.getByTestId('audit-row-to').click();
    await page.getByTestId('audit-diff-submit').click();
    const diff = page.getByTestId('audit-diff-grid');
    await expect(diff.locator('.ag-row')).toHaveCount(1);
    await expect(rowWith(diff, 'profile.publicRegistration')).toContainText('true');
    await expect(rowWith(diff, 'profile.publicRegistration').locator('[col-id="after"]')).toHaveText('false');

    // A moment in the future has no state: the server's refusal at the picker.
    await page.getByTestId('audit-asof-use-picker').click();
    await page.getByTestId('audit-asof').fill(zurichInput(Date.now() + 365 * 86_400_000));
    await page.getByTestId('audit-asof-submit').click();
    await expect(page.getByTestId('audit-asof-error')).toContainText('in the future');
    await expect(page.getByTestId('audit-state-result')).toHaveCount(0);

    // A stream the log does not know is said so.
    await page.goto(localUrl('/audit/streams/salesPartner-e2e-unknown'));
    await expect(page.getByTestId('audit-stream-not-found')).toBeVisible();
  });

  test('the auditor reaches no command screen', async ({ page }) => {
    const { salesPartnerId } = await partnerChangedTwice();
    await logInAt(page, auditor());
    await expect(page).toHaveURL(/\/audit$/);
    for (const path of ['/dashboard', '/customer-management/sales-partner', `/customer-management/sales-partner/${salesPartnerId}/edit`, '/admin/auditors/new', '/offers', '/tasks-management/contracts']) {
      await page.goto(localUrl(path));
      await expect(page, `${path} is not the auditor's`).toHaveURL(/\/audit$/);
    }
  });

  test('the admin opens the history on the partner’s page and goes on to the audit', async ({ page }) => {
    const { salesPartnerId } = await partnerChangedTwice();
    await logInAt(page, demoLogin('localhost'));
    await page.goto(localUrl(`/customer-management/sales-partner/${salesPartnerId}`));
    const section = page.getByTestId('audit-history-section');
    await section.getByTestId('audit-history-toggle').click();
    const entries = section.getByTestId('audit-history-entry');
    await expect(entries).toHaveCount(3);
    // Newest first.
    await expect(entries.first()).toContainText('profile.publicRegistration: true → false');
    await expect(entries.last()).toContainText('SalesPartnerCreated');
    await section.getByTestId('audit-history-open').click();
    await expect(page).toHaveURL(localUrl(`/audit/streams/salesPartner-${salesPartnerId}`));
    await expect(page.getByTestId('audit-history-grid').locator('.ag-row')).toHaveCount(3);
  });
});
