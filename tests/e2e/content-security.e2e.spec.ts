import { expect, test } from './csp-guard.ts';
import { demoLogin, logIn } from './login-support.ts';
import { apiBase, openTenant, operatorHeaders, tenantUrl } from './portal.ts';

// The Content-Security-Policy in a real browser (issue 8): what it refuses, and that the pages
// it must allow (the grid with AG Grid's injected theme, the API docs) run under it. Every other
// browser test fails on a violation as well (csp-guard.ts).

test.describe('content security policy', () => {
  test('refuses a script and a style injected into a page, and the guard reports both', async ({ page, cspViolations, pageProblems }) => {
    pageProblems.expect(/^console\.error .*(Executing inline script|Applying inline style) violates/, 'the browser reports the refused injections in the console');
    await openTenant(page, 'alpha');
    const applied = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "script"';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { --injected: yes }';
      document.head.append(style);
      return { script: document.body.dataset.injected ?? null, style: getComputedStyle(document.body).getPropertyValue('--injected') };
    });
    expect(applied).toEqual({ script: null, style: '' });
    await expect.poll(() => cspViolations.map((v) => v.directive).sort()).toEqual(['script-src-elem', 'style-src-elem']);
    // Expected here; any other test fails on them.
    cspViolations.length = 0;
  });

  test('the grid renders with its theme under the policy', async ({ page }) => {
    await openTenant(page, 'alpha', '/login');
    await logIn(page, demoLogin('localhost'));
    await page.getByTestId('menu-salesPartnerManagement').click();
    const grid = page.getByTestId('sales-partner-grid');
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    // The theme's styles are there only if the nonce let AG Grid's <style> element in.
    const rowHeight = await grid.locator('.ag-row').first().evaluate((row) => row.getBoundingClientRect().height);
    expect(rowHeight).toBe(36);
  });

  test('the API docs render under their policy, for the operator only on the public port', async ({ page, pageProblems }) => {
    pageProblems.expect(/^response 404 GET http:\/\/127\.0\.0\.1:\d+\/api\/docs$/, 'without the operator token the docs are not there');
    expect((await page.goto(`${apiBase}/api/docs`))?.status()).toBe(404);
    await page.setExtraHTTPHeaders(operatorHeaders);
    const response = await page.goto(`${apiBase}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Portal API');
    await expect(page.locator('.opblock').first()).toBeVisible();
  });

  test('the headers of a page: no framing, no sniffing, no referrer, no HSTS over http', async ({ page }) => {
    const response = await page.goto(tenantUrl('beta'));
    const headers = response?.headers() ?? {};
    expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
