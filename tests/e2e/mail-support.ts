import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// Reading the mails the all-in-one server writes as .eml files into its data directory
// (deploy/mail), the way a user reads the activation or reset mail.

const mailDir = () => join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** Quoted-printable to text: soft line breaks out, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest mail to `to` whose decoded text matches `pattern`; waits for the outbox to send it. */
export async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        // The outbox makes the folder with its first mail.
        const files = (existsSync(mailDir()) ? readdirSync(mailDir()) : [])
          .filter((name) => name.endsWith('.eml'))
          .map((name) => join(mailDir(), name))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const raw = readFileSync(file, 'utf8');
          if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
          const text = decodeQuotedPrintable(raw);
          if (pattern.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** Path and activation code of an invitation or registration mail. */
export async function activationMail(to: string): Promise<{ path: string; activationCode: string }> {
  const text = await mailTo(to, /\/activate-user\//);
  const path = /\/activate-user\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  const activationCode = /Aktivierungscode:\s*(\S+)/.exec(text)?.[1];
  if (!path || !activationCode) throw new Error(`no activation link or code in the mail to ${to}:\n${text}`);
  return { path, activationCode };
}
