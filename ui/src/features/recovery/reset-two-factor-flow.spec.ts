import { credentialErrors, initialResetTwoFactorState, mailErrors, type ResetTwoFactorState, resetTwoFactorReducer } from './reset-two-factor-flow.ts';

const setup = { otpauthUrl: 'otpauth://totp/x', secret: 'ABC', qrSvg: '<svg/>', expiresAt: '2026-01-01T00:10:00Z' };
const run = (...events: Parameters<typeof resetTwoFactorReducer>[1][]) => events.reduce<ResetTwoFactorState>(resetTwoFactorReducer, initialResetTwoFactorState);
const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (v as { key: string }).key]));
const filled = [
  { type: 'edited', field: 'mail', value: 'anna@example.ch' },
  { type: 'edited', field: 'password', value: 'Sommer-2026' },
  { type: 'edited', field: 'recoveryCode', value: 'ABCD-EFGH' },
] as const;

describe('reset-2fa flow', () => {
  it('goes from the credentials over a new setup to a new recovery code', () => {
    const credentials = run(...filled);
    if (credentials.step !== 'credentials') throw new Error('wrong step');
    expect(credentialErrors(credentials)).toEqual({});
    const totp = resetTwoFactorReducer(credentials, { type: 'setupReceived', resetId: 'r1', setup });
    expect(totp).toEqual({ step: 'totp', mail: 'anna@example.ch', resetId: 'r1', setup, expired: false });
    expect(resetTwoFactorReducer(totp, { type: 'recovered', recoveryCode: 'NEW' })).toEqual({ step: 'done', recoveryCode: 'NEW' });
  });

  it('asks for every credential', () => {
    const empty = run();
    if (empty.step !== 'credentials') throw new Error('wrong step');
    expect(keys(credentialErrors(empty))).toEqual({ mail: 'errorInfo.required', password: 'errorInfo.required', recoveryCode: 'errorInfo.required' });
  });

  it('marks a wrong recovery key at its field and drops the password', () => {
    const refused = run(...filled, { type: 'refused', code: 'WRONG_RECOVERY_KEY' });
    if (refused.step !== 'credentials') throw new Error('wrong step');
    expect(refused.password).toBe('');
    expect(keys(credentialErrors(refused)).recoveryCode).toBe('codes.WRONG_RECOVERY_KEY');
    expect(run(...filled, { type: 'refused', code: 'LOGIN_ERROR' })).toMatchObject({ wrongRecoveryCode: false, password: '' });
  });

  it('starts over, mail kept, when the QR code expired', () => {
    const expired = run(...filled, { type: 'setupReceived', resetId: 'r1', setup }, { type: 'refused', code: 'QRCODE_EXPIRED' });
    expect(expired).toMatchObject({ step: 'totp', expired: true });
    expect(resetTwoFactorReducer(expired, { type: 'restart' })).toEqual({ ...initialResetTwoFactorState, mail: 'anna@example.ch' });
  });

  it('checks the mail of a password reset', () => {
    expect(keys(mailErrors(''))).toEqual({ mail: 'errorInfo.required' });
    expect(keys(mailErrors('no-mail'))).toEqual({ mail: 'errorInfo.invalidMail' });
    expect(mailErrors(' anna@example.ch ')).toEqual({});
  });
});
