import { userMailStream, userStream } from '@portal/events';
import { invitation, password, userApi, type UserApi } from './testing/user-api-for-test.ts';

describe('passwords and mail changes over HTTP', () => {
  let api: UserApi;
  beforeAll(async () => {
    api = await userApi();
  });
  afterAll(() => api.close());

  const problem = (res: { statusCode: number; json: () => { code?: string; field?: string } }) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
  const newPassword = 'Neues-Passwort-7';

  async function activeUser(): Promise<string> {
    const data = invitation();
    expect((await api.send('InviteUser', data)).statusCode).toBe(200);
    await api.activate(data.userId);
    return data.userId;
  }

  it('changes the own password with the current one, refusing a wrong current password and a different repeat', async () => {
    const userId = await activeUser();
    const own = await api.sessionOf(userId);
    const wrong = await api.send('ChangeOwnPassword', { currentPassword: 'Wrong-Pass-1', password: newPassword, passwordRepeat: newPassword }, own);
    expect(problem(wrong)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.currentPassword' });
    const differs = await api.send('ChangeOwnPassword', { currentPassword: password, password: newPassword, passwordRepeat: 'other' }, own);
    expect(problem(differs)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.passwordRepeat' });
    expect((await api.send('ChangeOwnPassword', { currentPassword: password, password: newPassword, passwordRepeat: newPassword }, own)).statusCode).toBe(200);
    expect(await api.login.credentials.checkPassword(userId, newPassword, api.now())).toBe(true);
    expect((await api.eventStore.readStream(userStream(userId))).at(-1)).toMatchObject({ type: 'UserPasswordChanged', data: { reason: 'own' } });
  });

  it("lets a manager set a user's password with the acting password, ending the user's sessions", async () => {
    const userId = await activeUser();
    const victim = await api.sessionOf(userId);
    const anna = await api.sessionOf(api.ids.anna);
    const wrong = await api.send('SetUserPassword', { userId, actingPassword: 'nope', password: newPassword, passwordRepeat: newPassword }, anna);
    expect(problem(wrong)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.actingPassword' });
    expect((await api.send('SetUserPassword', { userId, actingPassword: password, password: newPassword, passwordRepeat: newPassword }, anna)).statusCode).toBe(200);
    expect(await api.login.credentials.checkPassword(userId, newPassword, api.now())).toBe(true);
    expect(await api.login.sessions.isOpen(victim.sid, api.now())).toBe(false);
  });

  it("lets a manager reset a user's second factor: a new recovery code goes to the user, who sets up a new authenticator with it", async () => {
    const userId = await activeUser();
    const own = await api.sessionOf(userId);
    const anna = await api.sessionOf(api.ids.anna);
    const user = (await api.eventStore.readStream(userStream(userId)))[0]?.data as { mail: string };
    expect(problem(await api.send('ResetUserTwoFactor', { userId, actingPassword: password }, own))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await api.send('ResetUserTwoFactor', { userId, actingPassword: 'nope' }, anna))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.actingPassword' });
    expect(await api.mailsTo(user.mail)).toHaveLength(1); // the activation mail only: nothing was sent or stored
    const before = await api.login.credentials.issueRecoveryCode(userId, api.now());
    expect((await api.send('ResetUserTwoFactor', { userId, actingPassword: password }, anna)).statusCode).toBe(200);
    expect((await api.eventStore.readStream(userStream(userId))).at(-1)?.type).toBe('UserRecoveryCodeIssued');
    const mail = (await api.mailsTo(user.mail)).find((m) => m.template === 'recoveryCode');
    expect(mail?.params).toMatchObject({ link: expect.stringMatching(/\/reset-2fa$/), code: expect.any(String) });
    const code = String(mail?.params.code);
    expect(await api.login.credentials.recoveryCodeIsValid(userId, before)).toBe(false);
    const reset = await api.app.inject({ method: 'POST', url: '/api/reset2fa', headers: { host: 'alpha.localhost' }, payload: { mail: user.mail, password, recoveryCode: code } });
    expect(reset.json().data).toMatchObject({ resetId: expect.any(String), qrSvg: expect.stringMatching(/^<svg/) });
  });

  it("counts wrong acting passwords as password guesses: after five, even the right one waits (TOO_MANY_REQUESTS) and nothing changes", async () => {
    const userId = await activeUser();
    const admin = await api.sessionOf(api.ids.admin);
    for (let i = 0; i < 5; i++) expect(problem(await api.send('DeactivateUser', { userId, actingPassword: `Wrong-Pass-${i}!` }, admin)).code).toBe('VALIDATION_ERROR');
    expect(problem(await api.send('DeactivateUser', { userId, actingPassword: password }, admin)).code).toBe('TOO_MANY_REQUESTS');
    expect((await api.eventStore.readStream(userStream(userId))).map((e) => e.type)).not.toContain('UserDeactivated');
    api.tick(16 * 60_000);
    expect((await api.send('DeactivateUser', { userId, actingPassword: password }, await api.sessionOf(api.ids.admin))).statusCode).toBe(200);
  });

  it('changes the mail with the 6-digit code mailed to the new address, then frees the old one', async () => {
    const userId = await activeUser();
    const own = await api.sessionOf(userId);
    const taken = await api.send('RequestMailChange', { newMail: 'Anna@alpha.test' }, own);
    expect(problem(taken)).toEqual({ status: 409, code: 'ALREADY_REGISTERED', field: 'data.newMail' });
    expect((await api.send('RequestMailChange', { newMail: 'moved@alpha.test' }, own)).statusCode).toBe(200);
    const [mail] = await api.mailsTo('moved@alpha.test');
    expect(mail).toMatchObject({ template: 'emailVerification', params: { validMinutes: 15, code: expect.stringMatching(/^\d{6}$/) } });
    const code = String(mail?.params.code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(problem(await api.send('ConfirmMailChange', { code: wrong }, own))).toEqual({ status: 400, code: 'VERIFICATION_WRONG', field: 'data.code' });
    expect((await api.send('ConfirmMailChange', { code }, own)).statusCode).toBe(200);
    const [changed] = (await api.eventStore.readStream(userStream(userId))).filter((e) => e.type === 'UserMailChanged');
    expect(changed?.data).toMatchObject({ mail: 'moved@alpha.test' });
    const previous = (changed?.data as { previousMail: string }).previousMail;
    expect((await api.eventStore.readStream(userMailStream(previous))).at(-1)?.type).toBe('UserMailReleased');
    expect(problem(await api.send('ConfirmMailChange', { code }, own)).code).toBe('VERIFICATION_EXPIRED');
  });

  it('answers VERIFICATION_EXPIRED after 15 minutes and TOO_MANY_REQUESTS after five wrong codes', async () => {
    const userId = await activeUser();
    const own = await api.sessionOf(userId);
    expect((await api.send('RequestMailChange', { newMail: `late-${userId.slice(0, 6)}@alpha.test` }, own)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect(problem(await api.send('ConfirmMailChange', { code: '000000' }, own)).code).toMatch(/VERIFICATION_WRONG|VERIFICATION_EXPIRED/);
    expect(problem(await api.send('ConfirmMailChange', { code: '000000' }, own)).code).toBe('TOO_MANY_REQUESTS');
    api.tick(16 * 60_000);
    const later = await api.sessionOf(userId);
    expect(problem(await api.send('RequestMailChange', { newMail: `late2-${userId.slice(0, 6)}@alpha.test` }, later)).status).toBe(200);
    api.tick(16 * 60_000);
    const [mail] = await api.mailsTo(`late2-${userId.slice(0, 6)}@alpha.test`);
    expect(problem(await api.send('ConfirmMailChange', { code: String(mail?.params.code) }, await api.sessionOf(userId))).code).toBe('VERIFICATION_EXPIRED');
  });
});
