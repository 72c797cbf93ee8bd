import { Password, passwordRepeatProblem } from '@portal/events/validation';
import { fromRule, required, schemaCheck } from './field-checks.ts';
import { collectFieldErrors, type FieldErrors } from './field-errors.ts';

/**
 * A new password and its repeat (spec section 5: 8 to 255 characters with upper and lower case,
 * digit and special character; the repeat equal), at `password` and `passwordRepeat`.
 *
 * @example newPasswordErrors('Secret-123', 'Secret-124') // { passwordRepeat: { key: 'errorInfo.passwordRepeat', params: {} } }
 */
export function newPasswordErrors(password: string, passwordRepeat: string): FieldErrors {
  return collectFieldErrors({
    password: schemaCheck(Password, password, 'errorInfo.password'),
    passwordRepeat: passwordRepeat === '' ? required : fromRule(passwordRepeatProblem(password, passwordRepeat, 'passwordRepeat')),
  });
}
