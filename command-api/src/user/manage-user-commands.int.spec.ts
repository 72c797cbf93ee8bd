import { randomUUID } from 'node:crypto';
import { userStream } from '@portal/events';
import { newCustomerId } from '@portal/events/testing';
import { alphaId } from '../sales-partner/testing/partner-fixtures.ts';
import { invitation, password, userApi, type UserApi } from './testing/user-api-for-test.ts';

describe('managing users over HTTP', () => {
  let api: UserApi;
  beforeAll(async () => {
    api = await userApi();
  });
  afterAll(() => api.close());

  const lastType = async (userId: string) => (await api.eventStore.readStream(userStream(userId))).at(-1)?.type;
  const problem = (res: { statusCode: number; json: () => { code?: string; field?: string } }) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

  async function firmWithUsers(count: number): Promise<{ customerId: string; userIds: string[] }> {
    const customerId = newCustomerId();
    await api.addCustomer(customerId);
    const userIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const data = invitation({ role: 'customer', customerId, isCustomerAdmin: i === 0 });
      expect((await api.send('InviteUser', data)).statusCode).toBe(200);
      await api.activate(data.userId);
      userIds.push(data.userId);
    }
    return { customerId, userIds };
  }

  it('lets the partner deactivate and reactivate a customer user with its password, and ends the user’s sessions', async () => {
    const { userIds: [first, second] } = await firmWithUsers(2);
    const anna = await api.sessionOf(api.ids.anna);
    const victim = await api.sessionOf(second ?? '');
    const wrong = await api.send('DeactivateUser', { userId: second, actingPassword: 'Wrong-Password-1!' }, anna);
    expect(problem(wrong)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.actingPassword' });
    expect((await api.send('DeactivateUser', { userId: second, actingPassword: password }, anna)).statusCode).toBe(200);
    expect(await lastType(second ?? '')).toBe('UserDeactivated');
    expect(await api.login.sessions.isOpen(victim.sid, api.now())).toBe(false);
    const last = await api.send('DeactivateUser', { userId: first, actingPassword: password }, anna);
    expect(problem(last)).toMatchObject({ status: 409, code: 'AT_LEAST_ONE_USER' });
    expect((await api.send('ReactivateUser', { userId: second, actingPassword: password }, anna)).statusCode).toBe(200);
    expect(await lastType(second ?? '')).toBe('UserReactivated');
  });

  it('keeps one of two users when both are deactivated at once', async () => {
    const { userIds } = await firmWithUsers(3);
    const anna = await api.sessionOf(api.ids.anna);
    const answers = await Promise.all(userIds.slice(1).map((userId) => api.send('DeactivateUser', { userId, actingPassword: password }, anna)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await api.send('DeactivateUser', { userId: userIds[0], actingPassword: password }, anna);
    expect(problem(again).code).toBe('AT_LEAST_ONE_USER');
  });

  it('refuses deactivating oneself and users of other partners (403)', async () => {
    const anna = await api.sessionOf(api.ids.anna);
    expect(problem(await api.send('DeactivateUser', { userId: api.ids.anna, actingPassword: password }, anna)).status).toBe(403);
    expect(problem(await api.send('DeactivateUser', { userId: api.ids.ben, actingPassword: password }, anna)).status).toBe(403);
    expect(problem(await api.send('DeactivateUser', { userId: randomUUID(), actingPassword: password }, anna)).status).toBe(403);
  });

  it('lets a user change their own details but not their isCustomerAdmin; a manager’s change of it ends the sessions', async () => {
    const { userIds: [admin, other] } = await firmWithUsers(2);
    const own = await api.sessionOf(other ?? '');
    const details = { name: 'Neuname', prename: 'Eva', sex: 'MS', language: 'fr', phoneprefix: '+41', phone: '44 999 88 77' };
    expect((await api.send('ChangeUserDetails', { userId: other, ...details, isCustomerAdmin: false }, own)).statusCode).toBe(200);
    expect(await lastType(other ?? '')).toBe('UserDetailsChanged');
    expect(problem(await api.send('ChangeUserDetails', { userId: other, ...details, isCustomerAdmin: true }, own)).status).toBe(403);
    const firmAdmin = await api.sessionOf(admin ?? '');
    expect((await api.send('ChangeUserDetails', { userId: other, ...details, isCustomerAdmin: true }, firmAdmin)).statusCode).toBe(200);
    expect(await api.login.sessions.isOpen(own.sid, api.now())).toBe(false);
  });

  it('refuses a customer user changing a user of another customer', async () => {
    const { userIds: [admin] } = await firmWithUsers(1);
    const { userIds: [stranger] } = await firmWithUsers(1);
    const details = { name: 'X', prename: 'Y', sex: 'MR', language: 'de', phoneprefix: '+41', phone: '44 999 88 77', isCustomerAdmin: true };
    expect(problem(await api.send('ChangeUserDetails', { userId: stranger, ...details }, await api.sessionOf(admin ?? ''))).status).toBe(403);
  });

  it('counts partner users too: the last partner user cannot be deactivated by the admin', async () => {
    const admin = await api.sessionOf(api.ids.admin);
    const res = await api.send('DeactivateUser', { userId: api.ids.ben, actingPassword: password }, admin, 'localhost');
    expect(problem(res).code).toBe('AT_LEAST_ONE_USER');
    const extra = invitation({ salesPartnerId: alphaId });
    expect((await api.send('InviteUser', extra, admin, 'localhost')).statusCode).toBe(200);
    expect((await api.send('DeactivateUser', { userId: extra.userId, actingPassword: password }, admin, 'localhost')).statusCode).toBe(200);
  });
});
