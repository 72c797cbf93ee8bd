import { Mail, RecoveryCode } from '@portal/events/validation';
import { required, schemaCheck } from '@/components/forms/field-checks.ts';
import { collectFieldErrors, type FieldErrors } from '@/components/forms/field-errors.ts';
import type { TotpSetupData } from '@/entities/two-factor/two-factor.ts';

// The lost-authenticator flow (/reset-2fa) as a pure machine: mail, password and recovery code,
// then a new authenticator setup, then a new recovery code. A QR code that expired here has no
// renewal route, so the user starts over (the mail stays filled in).

export type ResetTwoFactorState =
  | { step: 'credentials'; mail: string; password: string; recoveryCode: string; wrongRecoveryCode: boolean }
  | { step: 'totp'; mail: string; resetId: string; setup: TotpSetupData; expired: boolean }
  | { step: 'done'; recoveryCode: string };

export type CredentialField = 'mail' | 'password' | 'recoveryCode';

export type ResetTwoFactorEvent =
  | { type: 'edited'; field: CredentialField; value: string }
  | { type: 'setupReceived'; resetId: string; setup: TotpSetupData }
  | { type: 'refused'; code: string }
  | { type: 'recovered'; recoveryCode: string }
  | { type: 'restart' };

export const initialResetTwoFactorState: Extract<ResetTwoFactorState, { step: 'credentials' }> = { step: 'credentials', mail: '', password: '', recoveryCode: '', wrongRecoveryCode: false };

export function resetTwoFactorReducer(state: ResetTwoFactorState, event: ResetTwoFactorEvent): ResetTwoFactorState {
  switch (event.type) {
    case 'edited':
      if (state.step !== 'credentials') return state;
      return { ...state, [event.field]: event.value, wrongRecoveryCode: event.field === 'recoveryCode' ? false : state.wrongRecoveryCode };
    case 'setupReceived':
      return state.step === 'credentials' ? { step: 'totp', mail: state.mail, resetId: event.resetId, setup: event.setup, expired: false } : state;
    case 'refused':
      // The password is not kept after a refusal; a wrong recovery code is marked at its field.
      if (state.step === 'credentials') return { ...state, password: '', wrongRecoveryCode: event.code === 'WRONG_RECOVERY_KEY' };
      if (state.step === 'totp' && event.code === 'QRCODE_EXPIRED') return { ...state, expired: true };
      return state;
    case 'recovered':
      return state.step === 'totp' ? { step: 'done', recoveryCode: event.recoveryCode } : state;
    case 'restart':
      return { ...initialResetTwoFactorState, mail: state.step === 'done' ? '' : state.mail };
    default: {
      const unknown: never = event;
      throw new Error(`unknown reset-2fa event ${JSON.stringify(unknown)}`);
    }
  }
}

export function credentialErrors(state: Extract<ResetTwoFactorState, { step: 'credentials' }>): FieldErrors {
  return collectFieldErrors({
    mail: schemaCheck(Mail, state.mail.trim(), 'errorInfo.invalidMail'),
    password: state.password === '' ? required : null,
    recoveryCode: schemaCheck(RecoveryCode, state.recoveryCode, 'errorInfo.invalid') ?? (state.wrongRecoveryCode ? { key: 'codes.WRONG_RECOVERY_KEY', params: {} } : null),
  });
}

/** A mail for /reset-password: required and well-formed. */
export const mailErrors = (mail: string): FieldErrors => collectFieldErrors({ mail: schemaCheck(Mail, mail.trim(), 'errorInfo.invalidMail') });
