import { type ActivationState, activationReducer, initialActivationState, passwordStepErrors } from './activation-flow.ts';

const user = { mail: 'anna@example.ch', name: 'Muster', prename: 'Anna' };
const setup = { otpauthUrl: 'otpauth://totp/x', secret: 'ABC', qrSvg: '<svg/>', expiresAt: '2026-01-01T00:10:00Z' };
const run = (...events: Parameters<typeof activationReducer>[1][]) => events.reduce<ActivationState>(activationReducer, initialActivationState);
const filled = [
  { type: 'loaded', user },
  { type: 'edited', field: 'activationCode', value: 'Code-1234' },
  { type: 'edited', field: 'password', value: 'Sommer-2026' },
  { type: 'edited', field: 'passwordRepeat', value: 'Sommer-2026' },
] as const;

describe('activation flow', () => {
  it('goes from the link over password and authenticator to the recovery code', () => {
    const password = run(...filled);
    expect(password).toMatchObject({ step: 'password', user, activationCode: 'Code-1234' });
    if (password.step === 'password') expect(passwordStepErrors(password)).toEqual({});
    const totp = activationReducer(password, { type: 'setupReceived', setup });
    expect(totp).toEqual({ step: 'totp', user, activationCode: 'Code-1234', setup, expired: false });
    expect(activationReducer(totp, { type: 'activated', recoveryCode: 'R-1' })).toEqual({ step: 'done', recoveryCode: 'R-1' });
  });

  it.each(['LINK_EXPIRED', 'AUTO_LOGOUT'])('ends on %s, whether loading or later', (code) => {
    expect(run({ type: 'refused', code })).toEqual({ step: 'unavailable', code });
    expect(run(...filled, { type: 'setupReceived', setup }, { type: 'refused', code })).toEqual({ step: 'unavailable', code });
  });

  it('marks a wrong activation code at its field until it is edited, and drops the password', () => {
    const refused = run(...filled, { type: 'refused', code: 'ACTIVATIONCODE_WRONG' });
    expect(refused).toMatchObject({ wrongCode: true, password: 'Sommer-2026' });
    if (refused.step === 'password') expect(passwordStepErrors(refused).activationCode?.key).toBe('codes.ACTIVATIONCODE_WRONG');
    expect(activationReducer(refused, { type: 'edited', field: 'activationCode', value: 'X' })).toMatchObject({ wrongCode: false });
    expect(run(...filled, { type: 'refused', code: 'TOO_MANY_REQUESTS' })).toMatchObject({ step: 'password', password: '', passwordRepeat: '' });
  });

  it('offers a new QR code after QRCODE_EXPIRED and takes it', () => {
    const expired = run(...filled, { type: 'setupReceived', setup }, { type: 'refused', code: 'QRCODE_EXPIRED' });
    expect(expired).toMatchObject({ step: 'totp', expired: true });
    const renewed = activationReducer(expired, { type: 'setupReceived', setup: { ...setup, secret: 'DEF' } });
    expect(renewed).toMatchObject({ step: 'totp', expired: false, setup: { secret: 'DEF' } });
  });

  it('checks the password rule and the repeat before sending', () => {
    const state = run({ type: 'loaded', user }, { type: 'edited', field: 'password', value: 'weak' });
    if (state.step !== 'password') throw new Error('not in the password step');
    expect(Object.fromEntries(Object.entries(passwordStepErrors(state)).map(([k, v]) => [k, v.key]))).toEqual({
      activationCode: 'errorInfo.required',
      password: 'errorInfo.password',
      passwordRepeat: 'errorInfo.required',
    });
  });
});
