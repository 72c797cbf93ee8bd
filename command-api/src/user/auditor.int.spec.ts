import { randomUUID } from 'node:crypto';
import { userStream } from '@portal/events';
import type { LightMyRequestResponse } from 'fastify';
import { allCommands } from '../app.ts';
import { totpCode } from '../identity/credentials/totp.ts';
import { alphaId } from '../sales-partner/testing/partner-fixtures.ts';
import { invitation, password, person, userApi, type UserApi } from './testing/user-api-for-test.ts';

// The auditor of docs/adr/0025-auditors.md: invited by the admin like every user, logged in with
// two factors on the admin's host, and refused every command but those on his own account.

const auditorInvitation = (mail = `${randomUUID().slice(0, 8)}@audit.test`) => invitation({ role: 'auditor', salesPartnerId: null, customerId: null, isCustomerAdmin: false, mail });
/** The commands an auditor may send: his own account's, nothing of the business ("Role" in the ADR). */
const ownAccount = ['ChangeOwnPassword', 'ChangeUserDetails', 'ConfirmMailChange', 'RequestMailChange'];
const platformHost = 'localhost';
const newPassword = 'Pruef-Passwort-42!';

describe('auditors', () => {
  let api: UserApi;
  beforeAll(async () => {
    api = await userApi();
  });
  afterAll(() => api.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url, payload, headers: { host: platformHost, ...headers } });
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code as unknown });
  const types = async (userId: string) => (await api.eventStore.readStream(userStream(userId))).map((e) => e.type);

  /** An auditor invited by the admin and activated with the test credentials. */
  async function activeAuditor(): Promise<{ userId: string; mail: string }> {
    const data = auditorInvitation();
    expect((await api.send('InviteUser', data, await api.sessionOf(api.ids.admin), platformHost)).statusCode).toBe(200);
    await api.activate(data.userId);
    return { userId: data.userId, mail: data.mail };
  }

  it('is invited by the admin, activates with password and authenticator, and logs in with two factors on the admin host as role auditor', async () => {
    const data = auditorInvitation('Audrey@Audit.test');
    const invited = await api.send('InviteUser', data, await api.sessionOf(api.ids.admin), platformHost);
    expect(invited.statusCode).toBe(200);
    expect(await types(data.userId)).toEqual(['UserInvited', 'UserActivationIssued']);
    expect((await api.eventStore.readStream(userStream(data.userId)))[0]?.data).toMatchObject({ role: 'auditor', salesPartnerId: null, customerId: null });
    const [mail] = await api.mailsTo(data.mail);
    expect(mail).toMatchObject({ template: 'activation', params: { link: expect.stringMatching(/^http:\/\/localhost\/activate-user\/[\w-]{43}$/) } });

    const id = String(mail?.params.link).split('/').at(-1) ?? '';
    const activationCode = String(mail?.params.code);
    const setup = await post(`/api/activation/${id}`, { activationCode, password: newPassword, passwordRepeat: newPassword });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    expect((await post(`/api/activation/${id}/totp`, { activationCode, code: await totpCode(secret, api.now()) })).json().data.code).toBe('ACTIVATION_SUCCESSFULL');

    api.tick();
    const first = await post('/api/login', { mail: data.mail, password: newPassword });
    expect(first.json()).toEqual({ data: { step: 'totp' } });
    const loginCookie = first.cookies.find((c) => c.name === 'portal_login');
    // The password alone opens nothing: the second factor is required, as for the admin.
    expect(first.cookies.map((c) => c.name)).not.toContain('portal_session');
    const second = await post('/api/login/totp', { code: await totpCode(secret, api.now()) }, { cookie: `portal_login=${loginCookie?.value ?? ''}` });
    expect(second.json().data).toMatchObject({ loggedIn: true, role: 'auditor', salesPartnerId: null, customerId: null, customerType: null, isCustomerAdmin: false });
    const session = second.cookies.find((c) => c.name === 'portal_session')?.value;
    const claims = await api.login.tokens.verify(session, 'session', api.now().getTime());
    expect(claims?.principal).toEqual({ userId: data.userId, role: 'auditor', salesPartnerId: null, customerId: null, customerType: null, isCustomerAdmin: false });
    const info = await api.app.inject({ method: 'GET', url: '/api/getUserInfo', headers: { host: platformHost, cookie: `portal_session=${encodeURIComponent(session ?? '')}` } });
    expect(info.json().data).toMatchObject({ loggedIn: true, role: 'auditor', email: data.mail });
  });

  it.each([
    ['a partner user', () => api.ids.anna],
    ['a firm customer admin', async () => {
      const customerId = String(100_000 + Math.floor(Math.random() * 800_000));
      await api.addCustomer(customerId);
      const admin = invitation({ role: 'customer', customerId, isCustomerAdmin: true });
      expect((await api.send('InviteUser', admin)).statusCode).toBe(200);
      await api.activate(admin.userId);
      return admin.userId;
    }],
  ])('is invited by the admin only: %s is refused with 403 and nothing is written', async (_who, inviter) => {
    const session = await api.sessionOf(await inviter());
    const data = auditorInvitation();
    expect(problem(await api.send('InviteUser', data, session))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    // Nor as an auditor of the inviter's own partner.
    expect(problem(await api.send('InviteUser', { ...data, salesPartnerId: alphaId }, session))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await types(data.userId)).toEqual([]);
  });

  it('sends only the commands on his own account: every other one is refused by role, whatever its data, and nothing is appended', async () => {
    const auditor = await api.sessionOf((await activeAuditor()).userId);
    const overHttp = allCommands.filter((c) => !(c.roles.length === 1 && c.roles[0] === 'system'));
    expect(overHttp.filter((c) => c.roles.includes('auditor')).map((c) => c.type).sort()).toEqual(ownAccount);
    const head = await api.eventStore.head();
    const outcomes = [];
    for (const command of overHttp) outcomes.push({ type: command.type, ...problem(await api.send(command.type, {}, auditor, platformHost)) });
    const business = outcomes.filter((o) => !ownAccount.includes(o.type));
    expect(business.length).toBeGreaterThan(40);
    expect(business.filter((o) => o.status !== 403 || o.code !== 'ERR_BAD_REQUEST')).toEqual([]);
    // The own account's commands pass the role check and stop at their schema.
    expect(outcomes.filter((o) => ownAccount.includes(o.type)).map((o) => o.code)).toEqual(ownAccount.map(() => 'VALIDATION_ERROR'));
    // A file for a command is refused by role before it is read: no parser diagnosis, a 403.
    const upload = await api.app.inject({
      method: 'POST',
      url: `/api/meteringpoints/import?customerId=100001&marketArea=CH&declared=true&commandId=${randomUUID()}`,
      headers: { host: platformHost, 'content-type': 'text/csv', ...auditor.headers },
      payload: 'not;a;metering;point;file\n',
    });
    expect(problem(upload)).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await api.eventStore.head()).toEqual(head);
  });

  it("changes his own password and details, nobody else's", async () => {
    const { userId } = await activeAuditor();
    const auditor = await api.sessionOf(userId);
    const own = await api.send('ChangeOwnPassword', { currentPassword: password, password: newPassword, passwordRepeat: newPassword }, auditor, platformHost);
    expect(own.statusCode).toBe(200);
    expect(await api.login.credentials.checkPassword(userId, newPassword, api.now())).toBe(true);
    expect((await api.send('ChangeUserDetails', { userId, ...person, name: 'Pruefer', isCustomerAdmin: false }, auditor, platformHost)).statusCode).toBe(200);
    expect(problem(await api.send('ChangeUserDetails', { userId: api.ids.anna, ...person, isCustomerAdmin: false }, auditor, platformHost))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(problem(await api.send('SetUserPassword', { userId: api.ids.anna, actingPassword: newPassword, password: newPassword, passwordRepeat: newPassword }, auditor, platformHost))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await types(userId)).toEqual(['UserInvited', 'UserActivationIssued', 'UserActivated', 'UserPasswordChanged', 'UserPasswordChanged', 'UserDetailsChanged']);
  });

  it('is deactivated and reactivated by the admin; a deactivated auditor has no session', async () => {
    const { userId, mail } = await activeAuditor();
    const auditor = await api.sessionOf(userId);
    const admin = await api.sessionOf(api.ids.admin);
    expect((await api.send('DeactivateUser', { userId, actingPassword: password }, admin, platformHost)).statusCode).toBe(200);
    expect(problem(await api.send('ChangeOwnPassword', { currentPassword: password, password: newPassword, passwordRepeat: newPassword }, auditor, platformHost))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
    expect(problem(await post('/api/login', { mail, password }))).toEqual({ status: 403, code: 'USER_INACTIVE' });
    expect((await api.send('ReactivateUser', { userId, actingPassword: password }, admin, platformHost)).statusCode).toBe(200);
    // A partner user manages no auditor, whatever the command.
    expect(problem(await api.send('DeactivateUser', { userId, actingPassword: password }, await api.sessionOf(api.ids.anna)))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    expect(await types(userId)).toEqual(['UserInvited', 'UserActivationIssued', 'UserActivated', 'UserPasswordChanged', 'UserDeactivated', 'UserReactivated']);
  });

  it('gets a new recovery code from the admin when he lost his authenticator, and no partner user may send him one', async () => {
    const { userId, mail } = await activeAuditor();
    expect(problem(await api.send('ResetUserTwoFactor', { userId, actingPassword: password }, await api.sessionOf(api.ids.anna)))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
    const res = await api.send('ResetUserTwoFactor', { userId, actingPassword: password }, await api.sessionOf(api.ids.admin), platformHost);
    expect(res.statusCode).toBe(200);
    expect(await types(userId)).toContain('UserRecoveryCodeIssued');
    expect((await api.mailsTo(mail)).map((m) => m.template)).toEqual(['activation', 'recoveryCode']);
  });
});
