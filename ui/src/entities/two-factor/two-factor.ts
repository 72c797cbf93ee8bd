import { AuthenticatorCode } from '@portal/events/validation';
import Value from 'typebox/value';

// What activation and two-factor recovery share (docs/identity-api.md): the QR setup the server
// answers with, the six-digit code check and the refusals that belong to the code field.

/** The answer of POST /api/activation/{id}, .../qrcode and /api/reset2fa. */
export interface TotpSetupData {
  otpauthUrl: string;
  secret: string;
  qrSvg: string;
  expiresAt: string;
}

/** Catalogue key of what keeps the code from being sent, or null. */
export function authenticatorCodeError(code: string): string | null {
  if (code === '') return 'errorInfo.required';
  return Value.Check(AuthenticatorCode, code) ? null : 'errorInfo.authenticatorCode';
}

/** How a refusal of the code step shows: at the field, as an expired QR code, or as a toast. */
export function totpRefusal(code: string): 'wrongCode' | 'expired' | 'toast' {
  if (code === 'AUTHANTICATOR_CODE_WRONG') return 'wrongCode';
  if (code === 'QRCODE_EXPIRED') return 'expired';
  return 'toast';
}
