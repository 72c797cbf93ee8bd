import argon2 from 'argon2';

/**
 * argon2id with the first parameter set of OWASP's password storage cheat sheet: 19 MiB of
 * memory, 2 passes, 1 lane (about 20-40 ms on a server core). The parameters travel inside
 * the encoded hash, so raising them later leaves old hashes verifiable (see `needsRehash`).
 */
export const passwordHashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordLength = { min: 8, max: 255 } as const;

/** Which rule of the portal's password policy a candidate breaks. */
export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/**
 * The spec's password policy: 8 to 255 characters with a lower and an upper case letter, a
 * digit and a special character (anything that is neither letter nor digit, spaces included).
 * Letters are Unicode letters, so "Ä" counts as upper case. Answers the broken rules, empty
 * when the password is acceptable.
 */
export function passwordPolicyViolations(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) broken.push('length');
  if (!/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (!/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (!/\p{Nd}/u.test(password)) broken.push('digit');
  if (!/[^\p{L}\p{Nd}]/u.test(password)) broken.push('special');
  return broken;
}

/** The encoded argon2id hash (`$argon2id$v=19$m=...`) with its own random salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions);
}

/**
 * Whether `password` matches `encodedHash`; the library compares in constant time. A malformed
 * hash is a mismatch, never an exception a caller might turn into a different answer.
 */
export async function verifyPassword(encodedHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(encodedHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's and should be replaced after a successful login. */
export function needsRehash(encodedHash: string): boolean {
  return argon2.needsRehash(encodedHash, passwordHashOptions);
}
