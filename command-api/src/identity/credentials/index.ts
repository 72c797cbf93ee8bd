// The security building blocks of login, activation and recovery (issue 4, point 12).
export * from './attempt-limits.ts';
export { AttemptLimiter, type AttemptStore, type StoredScope } from './attempt-limiter.ts';
export { clientAddressKey } from './client-address.ts';
export { Credentials, type TotpEnrollment } from './credentials.ts';
export type { CredentialsStore, StoredTotp } from './credentials-store.ts';
export { hashPassword, needsRehash, passwordHashOptions, passwordLength, passwordPolicyViolations, verifyPassword, type PasswordRule } from './password.ts';
export { generateRecoveryCode, hashRecoveryCode, normalizeRecoveryCode, recoveryCodeMatches } from './recovery-code.ts';
export { SecretBox } from './secret-box.ts';
export { createSqlAttemptStore, SqlAttemptStore } from './sql-attempt-store.ts';
export { createSqlCredentialsStore, SqlCredentialsStore } from './sql-credentials-store.ts';
export { checkTotp, generateTotpSecret, totpCode, totpQrDataUrl, totpSettings, totpStepOf, totpUri, type TotpCheck } from './totp.ts';
