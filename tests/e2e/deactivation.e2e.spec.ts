import { expect, test } from './csp-guard.ts';
import { demoLogin, freshTotpCode, logIn } from './login-support.ts';
import { activationMail, mailTo } from './mail-support.ts';
import { apiBase, openTenant } from './portal.ts';

// The end of issue 4's browser journey that the feature tests leave out: a partner user invited
// by a colleague changes their e-mail with the mailed code in the personal settings, and when the
// colleague deactivates them, their open browser is logged out without a reload.

const anna = () => demoLogin('alpha.localhost');
const run = Date.now().toString(36);
const carlMail = `carl.${run}@alpha-energie.example`;
const carlNewMail = `carl.neu.${run}@alpha-energie.example`;
const password = 'Winter-Reif-2026!';

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

test('an invited colleague changes their e-mail with the code and is logged out of an open browser when deactivated', async ({ browser, pageProblems }) => {
  pageProblems.expect(/^response 400 POST http:\/\/alpha\.localhost:\d+\/api\/commands$/, 'a wrong mail code and a wrong password are refused on purpose');
  const annaContext = await browser.newContext();
  const carlContext = await browser.newContext();
  const annaPage = await annaContext.newPage();
  const carlPage = await carlContext.newPage();
  try {
    // Anna invites Carl from her account's users.
    await openTenant(annaPage, 'alpha', '/login');
    await logIn(annaPage, anna());
    await annaPage.goto(`${new URL(annaPage.url()).origin}/account-settings/users/new`);
    await annaPage.getByTestId('invite-user-form-sex').selectOption('MR');
    await annaPage.getByTestId('invite-user-form-prename').fill('Carl');
    await annaPage.getByTestId('invite-user-form-name').fill('Kollege');
    await annaPage.getByTestId('invite-user-form-mail').fill(carlMail);
    await annaPage.getByTestId('invite-user-form-phoneprefix').selectOption('+41');
    await annaPage.getByTestId('invite-user-form-phone').fill('44 222 33 44');
    await annaPage.getByTestId('invite-user-submit').click();
    await expect(annaPage).toHaveURL(/\/account-settings\/users$/);

    // Carl activates from the mail (the activation screens have their own test) ...
    const { path, activationCode } = await activationMail(carlMail);
    const id = path.split('/').at(-1) ?? '';
    const setup = await postJson(`/api/activation/${id}`, { activationCode, password, passwordRepeat: password });
    const secret = String(setup.secret);
    await postJson(`/api/activation/${id}/totp`, { activationCode, code: await freshTotpCode(secret) });

    // ... logs in in his own browser and changes his e-mail in the personal settings.
    await openTenant(carlPage, 'alpha', '/login');
    await logIn(carlPage, { ...anna(), mail: carlMail, password, totpSecret: secret });
    await carlPage.getByTestId('user-avatar').click();
    await carlPage.getByTestId('drawer-personalSettings').click();
    await expect(carlPage).toHaveURL(/\/account-settings\/users\/[0-9a-f-]{36}\/edit$/);
    await carlPage.getByTestId('mail-change-new').fill(carlNewMail);
    await carlPage.getByTestId('mail-change-submit').click();
    const verification = await mailTo(carlNewMail, /\b\d{6}\b/);
    const code = /\b(\d{6})\b/.exec(verification)?.[1] ?? '';
    await carlPage.getByTestId('mail-change-code').fill(code === '000000' ? '111111' : '000000');
    await carlPage.getByTestId('mail-change-submit').click();
    await expect(carlPage.getByTestId('mail-change-error')).toBeVisible();
    await carlPage.getByTestId('mail-change-code').fill(code);
    await carlPage.getByTestId('mail-change-submit').click();
    await expect(carlPage.getByTestId('mail-change-done')).toBeVisible();
    await expect(carlPage.getByTestId('personal-mail')).toContainText(carlNewMail);

    // Anna deactivates Carl with her password; Carl's open page goes to the login by itself.
    const carlUrl = carlPage.url();
    const carlId = /users\/([0-9a-f-]{36})\/edit/.exec(carlUrl)?.[1] ?? '';
    await annaPage.goto(`${new URL(annaPage.url()).origin}/account-settings/users/${carlId}/edit`);
    await annaPage.getByTestId('edit-user-status').click();
    await annaPage.getByTestId('user-status-dialog-input').fill('wrong-Password-1!');
    await annaPage.getByTestId('user-status-dialog-submit').click();
    await expect(annaPage.getByTestId('user-status-dialog-error')).toBeVisible();
    await annaPage.getByTestId('user-status-dialog-input').fill(anna().password);
    await annaPage.getByTestId('user-status-dialog-submit').click();

    await expect(carlPage).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
    // The session is over on the server too, not only in that page.
    const info = await carlPage.evaluate(async () => (await (await fetch('/api/getUserInfo')).json()) as { data: { loggedIn: boolean } });
    expect(info.data.loggedIn).toBe(false);
  } finally {
    await annaContext.close();
    await carlContext.close();
  }
});
