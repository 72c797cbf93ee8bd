import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The operator token (ADR 4): PORTAL_OPERATOR_TOKEN when set; otherwise one generated on first
 * start and kept in <dataDir>/operator-token, readable by the owner only.
 */
export function operatorToken(configured: string | undefined, dataDir: string): { token: string; file: string | null } {
  if (configured) return { token: configured, file: null };
  const file = join(dataDir, 'operator-token');
  if (existsSync(file)) return { token: readFileSync(file, 'utf8').trim(), file };
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file };
}
