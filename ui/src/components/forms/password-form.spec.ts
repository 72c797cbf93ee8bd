import { newPasswordErrors } from './password-form.ts';

const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { key: string }).key]));

describe('newPasswordErrors', () => {
  it('accepts a strong password repeated', () => {
    expect(newPasswordErrors('Sommer-2026', 'Sommer-2026')).toEqual({});
  });

  it.each(['Short-1', 'nouppercase-1', 'NOLOWERCASE-1', 'NoDigits-here', 'NoSpecial123'])('refuses %s by the rule of spec section 5', (password) => {
    expect(keys(newPasswordErrors(password, password))).toEqual({ password: 'errorInfo.password' });
  });

  it('asks for both and for an equal repeat', () => {
    expect(keys(newPasswordErrors('', ''))).toEqual({ password: 'errorInfo.required', passwordRepeat: 'errorInfo.required' });
    expect(keys(newPasswordErrors('Sommer-2026', 'Sommer-2027'))).toEqual({ passwordRepeat: 'errorInfo.passwordRepeat' });
  });
});
