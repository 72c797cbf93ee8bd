import { collectFieldErrors, type FieldErrors, mergeFieldErrors } from '@/components/forms/field-errors.ts';
import { required } from '@/components/forms/field-checks.ts';
import { newPasswordErrors } from '@/components/forms/password-form.ts';
import type { TotpSetupData } from '@/entities/two-factor/two-factor.ts';
import type { ActivationUser } from './api.ts';

// The activation link of docs/identity-api.md as a pure machine: who is activated, then the
// activation code with the new password, then the authenticator, then the recovery code once.
// A link that expired, or a visitor who is logged in, ends it with the catalogue's message.

export type ActivationState =
  | { step: 'loading' }
  | { step: 'unavailable'; code: string }
  | { step: 'password'; user: ActivationUser; activationCode: string; password: string; passwordRepeat: string; wrongCode: boolean }
  | { step: 'totp'; user: ActivationUser; activationCode: string; setup: TotpSetupData; expired: boolean }
  | { step: 'done'; recoveryCode: string };

export type PasswordField = 'activationCode' | 'password' | 'passwordRepeat';

export type ActivationEvent =
  | { type: 'loaded'; user: ActivationUser }
  | { type: 'edited'; field: PasswordField; value: string }
  | { type: 'setupReceived'; setup: TotpSetupData }
  | { type: 'refused'; code: string }
  | { type: 'activated'; recoveryCode: string };

export const initialActivationState: ActivationState = { step: 'loading' };

/** Refusals after which the link is of no use any more. */
const ENDING_CODES = new Set(['LINK_EXPIRED', 'AUTO_LOGOUT']);

export function activationReducer(state: ActivationState, event: ActivationEvent): ActivationState {
  switch (event.type) {
    case 'loaded':
      return state.step === 'loading' ? { step: 'password', user: event.user, activationCode: '', password: '', passwordRepeat: '', wrongCode: false } : state;
    case 'edited':
      return state.step === 'password' ? { ...state, [event.field]: event.value, wrongCode: event.field === 'activationCode' ? false : state.wrongCode } : state;
    case 'setupReceived':
      if (state.step === 'password') return { step: 'totp', user: state.user, activationCode: state.activationCode, setup: event.setup, expired: false };
      if (state.step === 'totp') return { ...state, setup: event.setup, expired: false };
      return state;
    case 'refused':
      if (ENDING_CODES.has(event.code) && state.step !== 'done') return { step: 'unavailable', code: event.code };
      if (state.step === 'loading') return { step: 'unavailable', code: event.code };
      if (state.step === 'password' && event.code === 'ACTIVATIONCODE_WRONG') return { ...state, wrongCode: true };
      // The password never stays in the form after a refusal; the code the user typed does.
      if (state.step === 'password') return { ...state, password: '', passwordRepeat: '' };
      if (state.step === 'totp' && event.code === 'QRCODE_EXPIRED') return { ...state, expired: true };
      return state;
    case 'activated':
      return state.step === 'totp' ? { step: 'done', recoveryCode: event.recoveryCode } : state;
    default: {
      const unknown: never = event;
      throw new Error(`unknown activation event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Field errors of the password step: the code is required, the password follows spec section 5. */
export function passwordStepErrors(state: Extract<ActivationState, { step: 'password' }>): FieldErrors {
  return mergeFieldErrors(
    collectFieldErrors({
      activationCode: state.activationCode.trim() === '' ? required : state.wrongCode ? { key: 'codes.ACTIVATIONCODE_WRONG', params: {} } : null,
    }),
    newPasswordErrors(state.password, state.passwordRepeat),
  );
}
