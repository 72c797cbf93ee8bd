import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The credentials key: PORTAL_CREDENTIALS_KEY when set; otherwise (all-in-one only) one generated
 * on first start and kept in <dataDir>/credentials-key, readable by the owner only. Losing it
 * means every user sets up two-factor again and every session ends.
 */
export function credentialsKey(configured: string | undefined, dataDir: string): { key: string; file: string | null } {
  if (configured) return { key: configured, file: null };
  const file = join(dataDir, 'credentials-key');
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), file };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { key, file };
}
