import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { totpCode, totpSettings, totpStepOf } from '../../command-api/src/identity/credentials/totp.ts';
import type { DemoLogin } from './portal-server.ts';

// Logging in as a demo user from a browser test: the two steps of /login, with the code an
// authenticator app would show for the user's known demo secret.

const periodMs = totpSettings.period * 1000;
// The server refuses a step it has accepted before (replay guard), so a second login of the same
// user in one run takes the next step's code, which the server's drift tolerance allows. The steps
// used are kept beside the run's server data, not in memory: Playwright starts a new worker after
// a failed test, and that worker must not offer a step the server has seen.
const stepsFile = (): string => join(process.env.E2E_DATA_DIR ?? tmpdir(), 'e2e-totp-steps.json');
const usedSteps = (): Record<string, number> => (existsSync(stepsFile()) ? (JSON.parse(readFileSync(stepsFile(), 'utf8')) as Record<string, number>) : {});

// The time spent waiting for a step is summed beside the steps, and printed when the run ends
// (global-setup.ts): it is wall-clock time no browser work needs.
const waitsFile = (): string => join(process.env.E2E_DATA_DIR ?? tmpdir(), 'e2e-totp-waits.json');

function recordTotpWait(ms: number): void {
  const waited = totpWaits();
  writeFileSync(waitsFile(), JSON.stringify({ count: waited.count + 1, ms: waited.ms + ms }));
}

/** How often and how long this run's logins waited for a TOTP step the server had not seen. */
export function totpWaits(): { count: number; ms: number } {
  return existsSync(waitsFile()) ? (JSON.parse(readFileSync(waitsFile(), 'utf8')) as { count: number; ms: number }) : { count: 0, ms: 0 };
}

/** A code the server has not seen for this secret; waits for the clock only when both allowed steps are used. */
export async function freshTotpCode(secret: string): Promise<string> {
  const now = Date.now();
  const step = Math.max(totpStepOf(new Date(now)), (usedSteps()[secret] ?? -Infinity) + 1);
  const earliest = (step - totpSettings.toleranceSteps) * periodMs;
  if (earliest > now) {
    await new Promise((resolve) => setTimeout(resolve, earliest - now + 50));
    recordTotpWait(earliest - now + 50);
  }
  writeFileSync(stepsFile(), JSON.stringify({ ...usedSteps(), [secret]: step }));
  return totpCode(secret, new Date(step * periodMs));
}

const demoLogins = (): DemoLogin[] => JSON.parse(process.env.E2E_DEMO_LOGINS ?? '[]') as DemoLogin[];

/** The demo user of a host (its partner's or the operator's), as the server's start banner printed it (see portal-server.ts). */
export function demoLogin(host: string): DemoLogin {
  const logins = demoLogins();
  const found = logins.find((login) => login.host === host && !login.customer);
  if (!found) throw new Error(`the start banner lists no demo login for ${host}: ${JSON.stringify(logins)}`);
  return found;
}

export async function enterCredentials(page: Page, mail: string, password: string): Promise<void> {
  await page.locator('#login-mail').fill(mail);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A demo user by mail, for the users who share a host with another (the auditor logs in where the admin does). */
export function demoLoginByMail(mail: string): DemoLogin {
  const logins = demoLogins();
  const found = logins.find((login) => login.mail === mail);
  if (!found) throw new Error(`the start banner lists no demo login ${mail}: ${JSON.stringify(logins)}`);
  return found;
}

/** A demo customer's user by the customer's name in the start banner. */
export function demoCustomerLogin(customerName: string): DemoLogin & { customer: { id: string; name: string } } {
  const logins = demoLogins();
  const found = logins.find((login) => login.customer?.name === customerName);
  if (!found?.customer) throw new Error(`the start banner lists no demo customer ${customerName}: ${JSON.stringify(logins)}`);
  return { ...found, customer: found.customer };
}

/** Both steps on the login page the browser is on; returns when the session is there. */
export async function logIn(page: Page, user: DemoLogin): Promise<void> {
  await enterCredentials(page, user.mail, user.password);
  await expect(page.locator('#login-code')).toBeVisible();
  await page.locator('#login-code').fill(await freshTotpCode(user.totpSecret));
  await page.getByTestId('login-verify').click();
  await expect(page.getByTestId('user-avatar')).toHaveAttribute('data-role', /^(admin|salesPartner|customer|auditor)$/);
}
