import { userStream } from '@portal/events';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode } from '../identity/credentials/totp.ts';
import { invitation, password, userApi, type UserApi } from './testing/user-api-for-test.ts';

const newPassword = 'Mein-Passwort-42';
const host = { host: 'alpha.localhost' };

describe('activation, password reset and two-factor reset', () => {
  let api: UserApi;
  beforeAll(async () => {
    api = await userApi();
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = host) => api.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = host) => api.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });
  const types = async (userId: string) => (await api.eventStore.readStream(userStream(userId))).map((e) => e.type);

  /** An invited user and the id and code of the activation mail. */
  async function invited() {
    const data = invitation();
    expect((await api.send('InviteUser', data)).statusCode).toBe(200);
    const [mail] = await api.mailsTo(data.mail);
    const id = String(mail?.params.link).split('/').at(-1) ?? '';
    return { data, id, activationCode: String(mail?.params.code) };
  }

  it('activates: link, password with the code, authenticator setup as SVG, first code, recovery code once', async () => {
    const { data, id, activationCode } = await invited();
    expect((await get(`/api/activation/${id}`)).json()).toEqual({ data: { mail: data.mail, name: data.name, prename: data.prename } });
    const setup = await post(`/api/activation/${id}`, { activationCode, password: newPassword, passwordRepeat: newPassword });
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, secret, qrSvg, expiresAt } = setup.json().data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Alpha%20Energie%20AG:/);
    expect(qrSvg).toMatch(/^<svg/);
    expect(Date.parse(expiresAt) - api.now().getTime()).toBe(10 * 60_000);
    const done = await post(`/api/activation/${id}/totp`, { activationCode, code: await totpCode(secret, api.now()) });
    expect(done.json().data).toEqual({ recoveryCode: expect.stringMatching(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/), code: 'ACTIVATION_SUCCESSFULL' });
    expect(await types(data.userId)).toEqual(['UserInvited', 'UserActivationIssued', 'UserActivated', 'UserPasswordChanged']);
    expect(await api.login.credentials.checkPassword(data.userId, newPassword, api.now())).toBe(true);
    expect(problem(await get(`/api/activation/${id}`))).toEqual({ status: 410, code: 'LINK_EXPIRED' });
  });

  it('refuses a wrong activation code, then too many guesses', async () => {
    const { id } = await invited();
    for (let i = 0; i < 5; i++) expect(problem(await post(`/api/activation/${id}`, { activationCode: 'Wrong-Code-1', password: newPassword, passwordRepeat: newPassword }))).toEqual({ status: 400, code: 'ACTIVATIONCODE_WRONG' });
    expect(problem(await post(`/api/activation/${id}`, { activationCode: 'Wrong-Code-1', password: newPassword, passwordRepeat: newPassword })).code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers QRCODE_EXPIRED after 10 minutes, a new QR code on request, and AUTHANTICATOR_CODE_WRONG', async () => {
    const { id, activationCode } = await invited();
    const first = (await post(`/api/activation/${id}`, { activationCode, password: newPassword, passwordRepeat: newPassword })).json().data;
    api.tick(11 * 60_000);
    expect(problem(await post(`/api/activation/${id}/totp`, { activationCode, code: await totpCode(first.secret, api.now()) }))).toEqual({ status: 410, code: 'QRCODE_EXPIRED' });
    const again = (await post(`/api/activation/${id}/qrcode`, { activationCode })).json().data;
    expect(again.secret).not.toBe(first.secret);
    expect(problem(await post(`/api/activation/${id}/totp`, { activationCode, code: '000000' })).code).toBe('AUTHANTICATOR_CODE_WRONG');
    expect((await post(`/api/activation/${id}/totp`, { activationCode, code: await totpCode(again.secret, api.now()) })).statusCode).toBe(200);
  });

  it('answers LINK_EXPIRED for unknown and week-old links, and AUTO_LOGOUT to a logged-in browser', async () => {
    expect(problem(await get('/api/activation/unknown-id'))).toEqual({ status: 410, code: 'LINK_EXPIRED' });
    const { id } = await invited();
    const anna = await api.sessionOf(api.ids.anna);
    expect(problem(await get(`/api/activation/${id}`, { ...host, cookie: anna.cookie }))).toEqual({ status: 409, code: 'AUTO_LOGOUT' });
    api.tick(7 * 24 * 3_600_000 + 1);
    expect(problem(await get(`/api/activation/${id}`))).toEqual({ status: 410, code: 'LINK_EXPIRED' });
  });

  it('resets a password by mail link: same answer for unknown mails, link once, sessions ended', async () => {
    expect((await post('/api/resetPassword', { mail: 'nobody@alpha.test' })).json()).toEqual({ data: { code: 'SUCCESS_GENERAL' } });
    const session = await api.sessionOf(api.ids.anna);
    expect((await post('/api/resetPassword', { mail: 'Anna@alpha.test' })).json()).toEqual({ data: { code: 'SUCCESS_GENERAL' } });
    const [mail] = (await api.mailsTo('anna@alpha.test')).filter((m) => m.template === 'passwordReset');
    expect(mail?.params.link).toMatch(/^http:\/\/alpha\.localhost\/set-new-password\/[\w-]{43}$/);
    const id = String(mail?.params.link).split('/').at(-1);
    expect((await get(`/api/setNewPassword/${id}`)).json()).toEqual({ data: { valid: true } });
    const differs = await post(`/api/setNewPassword/${id}`, { password: newPassword, passwordRepeat: 'x' });
    expect(problem(differs)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect((await post(`/api/setNewPassword/${id}`, { password: newPassword, passwordRepeat: newPassword })).json()).toEqual({ data: { code: 'SUCCESS_GENERAL' } });
    expect(await api.login.credentials.checkPassword(api.ids.anna, newPassword, api.now())).toBe(true);
    expect(await api.login.sessions.isOpen(session.sid, api.now())).toBe(false);
    expect(problem(await get(`/api/setNewPassword/${id}`))).toEqual({ status: 410, code: 'LINK_EXPIRED' });
    await api.login.credentials.setPassword(api.ids.anna, password, api.now());
  });

  it('limits reset requests per mail with TOO_MANY_REQUESTS', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/resetPassword', { mail: 'flood@alpha.test' }, { host: 'alpha.localhost' })).statusCode).toBe(200);
    expect(problem(await post('/api/resetPassword', { mail: 'flood@alpha.test' })).code).toBe('TOO_MANY_REQUESTS');
  });

  it('resets two-factor with mail, password and recovery code; the old recovery code stops working', async () => {
    const { data, id, activationCode } = await invited();
    const setup = (await post(`/api/activation/${id}`, { activationCode, password: newPassword, passwordRepeat: newPassword })).json().data;
    const { recoveryCode } = (await post(`/api/activation/${id}/totp`, { activationCode, code: await totpCode(setup.secret, api.now()) })).json().data;
    const login = { mail: data.mail, password: newPassword, recoveryCode };
    expect(problem(await post('/api/reset2fa', { ...login, password: 'Wrong-Pass-1!' }))).toEqual({ status: 401, code: 'LOGIN_ERROR' });
    expect(problem(await post('/api/reset2fa', { ...login, recoveryCode: 'AAAAA-AAAAA-AAAAA-AAAAA' }))).toEqual({ status: 400, code: 'WRONG_RECOVERY_KEY' });
    const reset = (await post('/api/reset2fa', login)).json().data;
    expect(reset).toMatchObject({ resetId: expect.any(String), qrSvg: expect.stringMatching(/^<svg/) });
    api.tick(30_000);
    expect(problem(await post(`/api/reset2fa/${reset.resetId}/totp`, { code: '000000' })).code).toBe('AUTHANTICATOR_CODE_WRONG');
    const done = await post(`/api/reset2fa/${reset.resetId}/totp`, { code: await totpCode(reset.secret, api.now()) });
    expect(done.json().data).toMatchObject({ code: 'TWO_FACTOR_RECOVERY_SUCCESS' });
    expect(done.json().data.recoveryCode).not.toBe(recoveryCode);
    expect((await types(data.userId)).at(-1)).toBe('UserTwoFactorReset');
    expect(problem(await post('/api/reset2fa', login)).code).toBe('WRONG_RECOVERY_KEY');
    api.tick(11 * 60_000);
    expect(problem(await post(`/api/reset2fa/${reset.resetId}/totp`, { code: '123456' })).code).toBe('QRCODE_EXPIRED');
  });
});
