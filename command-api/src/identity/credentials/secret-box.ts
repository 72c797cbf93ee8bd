import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals short secrets (TOTP keys) at rest with AES-256-GCM. The 256-bit key is derived with
 * HKDF-SHA256 from a configured secret, so the configuration may hold any long random string
 * and one configured secret can serve other purposes under other `purpose` labels without
 * sharing a key. Each sealed value binds its owner (`context`, the user id) as additional
 * authenticated data: a sealed secret copied onto another user's row does not open.
 *
 * @example
 * const box = SecretBox.fromConfigSecret(config.credentialsKey);
 * const sealed = box.seal(totpSecret, userId);   // 'v1:<base64 iv|tag|ciphertext>'
 * box.open(sealed, userId) === totpSecret;
 */
export class SecretBox {
  private readonly key: Buffer;

  private constructor(key: Buffer) {
    this.key = key;
  }

  /** `secret` must be at least 32 characters: it is the whole strength of the encryption. */
  static fromConfigSecret(secret: string, purpose = 'portal/credentials/totp-secret'): SecretBox {
    if (secret.length < 32) throw new Error('the credentials encryption secret must be at least 32 characters long');
    return new SecretBox(Buffer.from(hkdfSync('sha256', secret, 'portal-credentials', purpose, 32)));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  /** Throws when the value was altered, sealed for another context or under another key. */
  open(sealed: string, context: string): string {
    const [prefix, body] = sealed.split(':');
    if (prefix !== version || body === undefined) throw new Error('sealed secret has an unknown format');
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length < ivBytes + tagBytes) throw new Error('sealed secret is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
  }
}
