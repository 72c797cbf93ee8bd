import { Mail, VerificationCode } from '@portal/events/validation';
import Value from 'typebox/value';
import type { FieldMessage } from '@/components/forms/field-errors.ts';

// Changing the own e-mail (docs/identity-api.md): RequestMailChange sends a six-digit code to
// the new address (valid 15 minutes), ConfirmMailChange with that code makes it the login.

export type MailChangeState =
  | { step: 'request'; newMail: string }
  | { step: 'confirm'; newMail: string; code: string }
  | { step: 'done'; newMail: string };

export type MailChangeEvent =
  | { type: 'mailEdited'; value: string }
  | { type: 'codeEdited'; value: string }
  | { type: 'codeSent' }
  | { type: 'confirmed' }
  | { type: 'codeRefused' }
  | { type: 'restart' };

export const initialMailChange: MailChangeState = { step: 'request', newMail: '' };

export function mailChangeReducer(state: MailChangeState, event: MailChangeEvent): MailChangeState {
  switch (event.type) {
    case 'mailEdited':
      return state.step === 'request' ? { ...state, newMail: event.value } : state;
    case 'codeEdited':
      return state.step === 'confirm' ? { ...state, code: event.value.trim() } : state;
    case 'codeSent':
      return state.step === 'request' ? { step: 'confirm', newMail: state.newMail.trim(), code: '' } : state;
    case 'confirmed':
      return state.step === 'confirm' ? { step: 'done', newMail: state.newMail } : state;
    case 'codeRefused':
      return state.step === 'confirm' ? { ...state, code: '' } : state;
    case 'restart':
      return { step: 'request', newMail: state.newMail };
    default: {
      const unknown: never = event;
      throw new Error(`unknown mail change event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The finding of the current step's one field, or null when it can be sent. */
export function mailChangeError(state: MailChangeState, currentMail: string): FieldMessage | null {
  if (state.step === 'request') {
    const mail = state.newMail.trim();
    if (mail === '') return { key: 'errorInfo.required', params: {} };
    if (!Value.Check(Mail, mail)) return { key: 'errorInfo.invalidMail', params: {} };
    if (mail.toLowerCase() === currentMail.toLowerCase()) return { key: 'personalSettings.sameMail', params: {} };
    return null;
  }
  if (state.step === 'confirm') {
    if (state.code === '') return { key: 'errorInfo.required', params: {} };
    if (!Value.Check(VerificationCode, state.code)) return { key: 'personalSettings.codeFormat', params: {} };
  }
  return null;
}

/** A refused code: wrong or expired (an expired one needs a new request). */
export function isCodeRefusal(code: string): code is 'VERIFICATION_WRONG' | 'VERIFICATION_EXPIRED' {
  return code === 'VERIFICATION_WRONG' || code === 'VERIFICATION_EXPIRED';
}
