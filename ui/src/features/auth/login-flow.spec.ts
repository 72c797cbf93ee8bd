import { initialLoginState, type LoginEvent, loginFieldErrors, loginReducer, loginRequest, type LoginState } from './login-flow.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';

beforeAll(loadSchemaChecks);

const run = (...events: LoginEvent[]): LoginState => events.reduce(loginReducer, initialLoginState);
const edit = (field: 'mail' | 'password' | 'code', value: string): LoginEvent => ({ type: 'edited', field, value });

describe('login steps', () => {
  it('goes from mail and password to the code, forgetting the password', () => {
    const state = run(edit('mail', ' anna@alpha.ch '), edit('password', 'Secret-1'), { type: 'credentialsAccepted' });
    expect(state).toEqual({ step: 'totp', mail: ' anna@alpha.ch ', code: '' });
  });

  it('clears the password after a refused first step and keeps the mail', () => {
    for (const code of ['LOGIN_ERROR', 'USER_INACTIVE', 'SALESPARTNER_INACTIVE', 'TOO_MANY_REQUESTS']) {
      expect(run(edit('mail', 'a@b.ch'), edit('password', 'x'), { type: 'refused', code })).toEqual({ step: 'credentials', mail: 'a@b.ch', password: '' });
    }
  });

  it('stays on the code step with an empty code after a wrong code', () => {
    const state = run(edit('mail', 'a@b.ch'), { type: 'credentialsAccepted' }, edit('code', '123456'), { type: 'refused', code: 'AUTHANTICATOR_CODE_WRONG' });
    expect(state).toEqual({ step: 'totp', mail: 'a@b.ch', code: '' });
  });

  it('starts over when the server no longer knows the first step, or the user goes back', () => {
    const atCode = run(edit('mail', 'a@b.ch'), { type: 'credentialsAccepted' }, edit('code', '1'));
    expect(loginReducer(atCode, { type: 'refused', code: 'NOT_AUTHORIZED' })).toEqual({ step: 'credentials', mail: 'a@b.ch', password: '' });
    expect(loginReducer(atCode, { type: 'back' })).toEqual({ step: 'credentials', mail: 'a@b.ch', password: '' });
  });

  it('ignores edits of fields the step does not have, and a second acceptance', () => {
    expect(run(edit('code', '123456'))).toEqual(initialLoginState);
    const atCode = run({ type: 'credentialsAccepted' });
    expect(loginReducer(atCode, edit('password', 'x'))).toBe(atCode);
    expect(loginReducer(atCode, { type: 'credentialsAccepted' })).toBe(atCode);
  });
});

describe('login field checks', () => {
  it('needs a valid mail and a password', () => {
    expect(loginFieldErrors(initialLoginState)).toEqual({ mail: 'errorInfo.required', password: 'errorInfo.required' });
    expect(loginFieldErrors({ step: 'credentials', mail: 'anna@', password: 'x' })).toEqual({ mail: 'errorInfo.invalidMail' });
    expect(loginFieldErrors({ step: 'credentials', mail: ' anna@alpha-energie.ch ', password: 'x' })).toEqual({});
  });

  it('needs exactly six digits as code', () => {
    const code = (value: string) => loginFieldErrors({ step: 'totp', mail: 'a@b.ch', code: value });
    expect(code('')).toEqual({ code: 'errorInfo.required' });
    expect(code('12345')).toEqual({ code: 'errorInfo.authenticatorCode' });
    expect(code('12345a')).toEqual({ code: 'errorInfo.authenticatorCode' });
    expect(code('1234567')).toEqual({ code: 'errorInfo.authenticatorCode' });
    expect(code('012345')).toEqual({});
  });

  it('sends the trimmed mail with the password, then the code alone', () => {
    expect(loginRequest({ step: 'credentials', mail: ' a@b.ch ', password: ' p ' })).toEqual({ mail: 'a@b.ch', password: ' p ' });
    expect(loginRequest({ step: 'totp', mail: 'a@b.ch', code: '123456' })).toEqual({ code: '123456' });
  });
});
