import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// RFC 4648 base32 without padding: no 0/1/8/9, so a code read aloud or written down is not
// confused between O and 0 or I and 1.
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const groups = 4;
const groupLength = 5;

/**
 * A recovery code of 4 groups of 5 base32 characters (100 random bits), e.g.
 * `K7QXM-2PLRA-W3ZNE-H5TYC`. Shown to the user once; only its hash is stored.
 */
export function generateRecoveryCode(): string {
  return Array.from({ length: groups }, () => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('')).join('-');
}

/** What the user typed, without case, spaces and dashes, or null when it cannot be a code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  return compact.length === groups * groupLength && [...compact].every((c) => alphabet.includes(c)) ? compact : null;
}

const digest = (salt: Buffer, code: string): Buffer => createHash('sha256').update(salt).update(code, 'utf8').digest();

/**
 * `sha256$<salt hex>$<digest hex>` of the normalised code with a 16-byte salt of its own.
 * A fast hash is enough: the code is 100 random bits, not a guessable password, and the salt
 * keeps equal codes of two users from having equal hashes.
 */
export function hashRecoveryCode(code: string): string {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === null) throw new Error('not a recovery code');
  const salt = randomBytes(16);
  return `sha256$${salt.toString('hex')}$${digest(salt, normalized).toString('hex')}`;
}

/** Whether `input` is the code behind `storedHash`, compared in constant time. */
export function recoveryCodeMatches(storedHash: string, input: string): boolean {
  const normalized = normalizeRecoveryCode(input);
  const [scheme, saltHex, digestHex] = storedHash.split('$');
  if (normalized === null || scheme !== 'sha256' || saltHex === undefined || digestHex === undefined) return false;
  const expected = Buffer.from(digestHex, 'hex');
  const actual = digest(Buffer.from(saltHex, 'hex'), normalized);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
