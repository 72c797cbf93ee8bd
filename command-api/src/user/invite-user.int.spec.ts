import { randomUUID } from 'node:crypto';
import { membershipStream, userMailStream, userStream } from '@portal/events';
import { newCustomerId } from '@portal/events/testing';
import { runSystemCommand } from '../app.ts';
import { alphaId, betaId } from '../sales-partner/testing/partner-fixtures.ts';
import { identityPort } from '../identity/identity-port.ts';
import { inviteUser } from './invite-user.ts';
import { runUnit } from '../handler/unit.ts';
import { invitation, userApi, type UserApi } from './testing/user-api-for-test.ts';

describe('InviteUser over HTTP', () => {
  let api: UserApi;
  beforeAll(async () => {
    api = await userApi({ maxUsersPerCustomer: 2 });
  });
  afterAll(() => api.close());

  const types = async (streamId: string) => (await api.eventStore.readStream(streamId)).map((e) => e.type);

  it('invites a partner user: mail reserved, member added, activation issued and mailed with a link under the request origin', async () => {
    const anna = await api.sessionOf(api.ids.anna);
    const data = invitation({ mail: 'Carla@Alpha.test' });
    const res = await api.send('InviteUser', data, anna);
    expect(res.statusCode).toBe(200);
    expect(await types(userStream(data.userId))).toEqual(['UserInvited', 'UserActivationIssued']);
    expect(await types(userMailStream('carla@alpha.test'))).toEqual(['UserMailReserved']);
    expect(await types(membershipStream('salesPartner', alphaId))).toContain('MemberAdded');
    const [mail] = await api.mailsTo('Carla@Alpha.test');
    expect(mail).toMatchObject({ template: 'activation', params: { name: 'Anna Muster', link: expect.stringMatching(/^http:\/\/alpha\.localhost\/activate-user\/[\w-]{43}$/) } });
    expect(mail?.params.code).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    // The code is kept hashed beside the credentials; no event names the code or the link.
    const events = JSON.stringify((await api.eventStore.readAll({ maxCount: 100_000 })).map((e) => e.data));
    expect(events).not.toContain(String(mail?.params.code));
    expect(events).not.toContain(String(mail?.params.link));
    const queued = (await api.eventStore.readAll({ maxCount: 100_000 })).find((e) => e.type === 'MailQueued' && (e.data as { to: string }).to === data.mail);
    expect(queued?.data).toMatchObject({ params: { name: 'Anna Muster' }, withheld: ['link', 'code'] });
    const { rows } = await api.eventStore.sql.query<{ code_hash: string }>("SELECT code_hash FROM identity_user_tokens WHERE user_id = $1 AND kind = 'activation'", [data.userId]);
    expect(rows[0]?.code_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a mail another user has, in any case, with ALREADY_REGISTERED and writes nothing', async () => {
    const before = (await api.eventStore.readAll({ maxCount: 100_000 })).length;
    const res = await api.send('InviteUser', invitation({ mail: 'ANNA@alpha.test' }));
    expect({ status: res.statusCode, ...res.json() }).toMatchObject({ status: 409, code: 'ALREADY_REGISTERED', field: 'data.mail' });
    expect((await api.eventStore.readAll({ maxCount: 100_000 })).length).toBe(before);
  });

  it.each([
    ['a user of another partner', () => invitation({ salesPartnerId: betaId })],
    ['an admin', () => invitation({ role: 'admin', salesPartnerId: null })],
  ])('refuses a partner user inviting %s with 403', async (_name, data) => {
    const res = await api.send('InviteUser', data(), await api.sessionOf(api.ids.anna));
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'ERR_BAD_REQUEST' });
  });

  it('refuses a customer that does not exist or belongs to another partner with 404 at data.customerId', async () => {
    const foreign = newCustomerId();
    await api.addCustomer(foreign, { salesPartnerId: betaId });
    for (const customerId of [newCustomerId(), foreign]) {
      const res = await api.send('InviteUser', invitation({ role: 'customer', customerId }));
      expect({ status: res.statusCode, ...res.json() }).toMatchObject({ status: 404, code: 'ERR_BAD_REQUEST', field: 'data.customerId' });
    }
  });

  it('lets a firm customer admin invite into the own customer up to the maximum, then answers STATE_ERROR', async () => {
    const customerId = newCustomerId();
    await api.addCustomer(customerId);
    const first = invitation({ role: 'customer', customerId, isCustomerAdmin: true });
    expect((await api.send('InviteUser', first, await api.sessionOf(api.ids.anna))).statusCode).toBe(200);
    await api.activate(first.userId);
    const admin = await api.sessionOf(first.userId);
    expect((await api.send('InviteUser', invitation({ role: 'customer', customerId }), admin)).statusCode).toBe(200);
    const third = await api.send('InviteUser', invitation({ role: 'customer', customerId }), admin);
    expect({ status: third.statusCode, ...third.json() }).toMatchObject({ status: 409, code: 'STATE_ERROR', field: 'data.customerId' });
  });

  it('gives the last place of a customer to one of two concurrent invitations and frees the loser’s mail', async () => {
    const customerId = newCustomerId();
    await api.addCustomer(customerId);
    expect((await api.send('InviteUser', invitation({ role: 'customer', customerId }))).statusCode).toBe(200);
    const racers = [invitation({ role: 'customer', customerId }), invitation({ role: 'customer', customerId })];
    const answers = await Promise.all(racers.map((data) => api.send('InviteUser', data)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = racers[answers.findIndex((r) => r.statusCode === 409)];
    const reservation = await types(userMailStream(loser?.mail ?? ''));
    expect(reservation.length === 0 || reservation.at(-1) === 'UserMailReleased').toBe(true);
  });

  it('runs for internal callers (registration acts as role default) without the managers rule', async () => {
    const customerId = newCustomerId();
    await api.addCustomer(customerId, { customerType: 'PR' });
    const deps = { eventStore: api.eventStore, catalog: (await import('@portal/events')).portalCatalog(), limits: { maxUsersPerCustomer: 2 }, identity: identityPort({ ...api.login, tokens: api.login.userTokens }) };
    const data = invitation({ role: 'customer', customerId, isCustomerAdmin: true });
    const commandId = randomUUID();
    const context = { commandId, correlationId: commandId, causationId: commandId, actor: { userId: 'registration', role: 'default' as const }, tenant: alphaId, now: api.now(), origin: 'https://portal.alpha-energie.ch' };
    const run = () => runUnit(deps, context, { streamId: userStream(data.userId) }, (unit) => inviteUser(unit, data));
    expect((await run()).duplicate).toBe(false);
    expect(await types(userStream(data.userId))).toEqual(['UserInvited', 'UserActivationIssued']);
    expect((await api.mailsTo(data.mail))[0]?.params.link).toMatch(/^https:\/\/portal\.alpha-energie\.ch\/activate-user\//);
    // Sent again (a retried registration), nothing happens twice.
    expect((await run()).duplicate).toBe(true);
  });

  it('invites without activation where no login runs (ops CLI)', async () => {
    const data = invitation();
    await runSystemCommand({ eventStore: api.eventStore, catalog: (await import('@portal/events')).portalCatalog() }, 'InviteUser', data);
    expect(await types(userStream(data.userId))).toEqual(['UserInvited']);
  });
});
