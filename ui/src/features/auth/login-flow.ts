import { AuthenticatorCode, Mail } from '@portal/events/validation';
import { schemaAccepts } from '@/lib/schema-checks.ts';

// The two-step login of spec section 4 as a pure state machine: mail and password first, then
// the six-digit authenticator code. The page renders the state and sends the calls; what a
// refusal does to the form is decided here.

export type LoginState =
  | { step: 'credentials'; mail: string; password: string }
  | { step: 'totp'; mail: string; code: string };

export type LoginEvent =
  | { type: 'edited'; field: 'mail' | 'password' | 'code'; value: string }
  | { type: 'credentialsAccepted' }
  | { type: 'refused'; code: string }
  | { type: 'back' };

export const initialLoginState: LoginState = { step: 'credentials', mail: '', password: '' };

// The server forgot the first step (login cookie expired or missing): only starting over helps.
const RESTART_CODES = new Set(['NOT_AUTHORIZED']);

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'edited':
      if (state.step === 'credentials' && event.field !== 'code') return { ...state, [event.field]: event.value };
      if (state.step === 'totp' && event.field === 'code') return { ...state, code: event.value };
      return state;
    case 'credentialsAccepted':
      // The password is not kept once the server has taken it.
      return state.step === 'credentials' ? { step: 'totp', mail: state.mail, code: '' } : state;
    case 'refused':
      if (state.step === 'credentials') return { ...state, password: '' };
      if (RESTART_CODES.has(event.code)) return { step: 'credentials', mail: state.mail, password: '' };
      return { ...state, code: '' };
    case 'back':
      return { step: 'credentials', mail: state.mail, password: '' };
    default: {
      const unknown: never = event;
      throw new Error(`unknown login event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Catalogue keys of the fields that keep the current step from being sent. */
export type LoginFieldErrors = Partial<Record<'mail' | 'password' | 'code', string>>;

/**
 * Field checks of the current step with the shared schemas (`Mail`, `AuthenticatorCode`). The
 * password gets no policy check here: the login only compares it with the stored one. Call
 * after `loadSchemaChecks()` has resolved (the page does on submit).
 *
 * @example loginFieldErrors({ step: 'totp', mail: 'a@b.ch', code: '12a' }) // { code: 'errorInfo.authenticatorCode' }
 */
export function loginFieldErrors(state: LoginState): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (state.step === 'credentials') {
    const mail = state.mail.trim();
    if (mail === '') errors.mail = 'errorInfo.required';
    else if (!schemaAccepts(Mail, mail)) errors.mail = 'errorInfo.invalidMail';
    if (state.password === '') errors.password = 'errorInfo.required';
  } else if (state.code === '') errors.code = 'errorInfo.required';
  else if (!schemaAccepts(AuthenticatorCode, state.code)) errors.code = 'errorInfo.authenticatorCode';
  return errors;
}

/** What the current step sends. */
export function loginRequest(state: LoginState): { mail: string; password: string } | { code: string } {
  return state.step === 'credentials' ? { mail: state.mail.trim(), password: state.password } : { code: state.code };
}
