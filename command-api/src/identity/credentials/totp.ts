import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * What every authenticator app understands (RFC 6238 defaults): 6 digits, 30-second steps,
 * HMAC-SHA1. A code of the previous or next step is accepted too, for clock drift and typing time.
 */
export const totpSettings = { digits: 6, period: 30, algorithm: 'sha1', toleranceSteps: 1 } as const;

/** A new random base32 TOTP secret of 160 bits (RFC 4226's recommended key length). */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/**
 * The `otpauth://totp/...` URI an authenticator scans: the issuer is the sales partner's name,
 * the account the user's mail.
 */
export function totpUri(options: { secret: string; issuer: string; account: string }): string {
  return generateURI({
    issuer: options.issuer,
    label: options.account,
    secret: options.secret,
    digits: totpSettings.digits,
    period: totpSettings.period,
    algorithm: totpSettings.algorithm,
  });
}

/** The URI as a PNG QR code in a `data:image/png;base64,...` URL for an `<img src>`. */
export function totpQrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The time step (RFC 6238's T) that `now` falls in. */
export const totpStepOf = (now: Date): number => Math.floor(now.getTime() / 1000 / totpSettings.period);

/** The code for `now` (for tests, demo data and the browser journey's simulated authenticator). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000), digits: totpSettings.digits, period: totpSettings.period, algorithm: totpSettings.algorithm });
}

export type TotpCheck = { valid: true; step: number } | { valid: false };

/**
 * Checks `code` against the steps around `now`. `afterStep` is the last step accepted for this
 * user: that step and any earlier one are refused, so a code that was used once cannot be
 * replayed, nor can an older code after a newer one. The caller must record the answered step
 * atomically (the store's `claimTotpStep`) before it trusts the result.
 */
export async function checkTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false };
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: totpSettings.period * totpSettings.toleranceSteps,
    digits: totpSettings.digits,
    period: totpSettings.period,
    algorithm: totpSettings.algorithm,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
}
