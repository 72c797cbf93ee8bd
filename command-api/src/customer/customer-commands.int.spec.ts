import { randomUUID } from 'node:crypto';
import { customerIdOfStream, customerOffersStream, customerStream, erasedPerson, userMailStream, userStream, type Actor } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { runSystemCommand } from '../app.ts';
import { customerKeyOf } from './customer-key.ts';
import { alphaId, betaId, commandsForTest, refusal, rightPassword, type CommandsForTest } from './testing/customer-api-for-test.ts';
import { contact, firm, person } from './testing/customer-fixtures.ts';

const anna: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: alphaId };
const ben: Actor = { userId: randomUUID(), role: 'salesPartner', salesPartnerId: betaId };
const admin: Actor = { userId: randomUUID(), role: 'admin' };


describe('customer commands', () => {
  let api: CommandsForTest;
  beforeAll(async () => {
    api = await commandsForTest();
  });
  afterAll(() => api.close());

  const typesOf = async (stream: string) => (await api.eventStore.readStream(stream)).map((e) => e.type);
  const logLength = async () => (await api.eventStore.readAll({ maxCount: 100_000 })).length;

  it('creates a firm in its partner\'s tenant and invites the contact as customer admin', async () => {
    const data = await api.createCustomer(firm({ user: { userId: randomUUID() } }), anna);
    const [created] = await api.eventStore.readStream(customerStream(data.customerId));
    expect(created).toMatchObject({ type: 'CustomerCreated', data: { salesPartnerId: alphaId, customerType: 'FI', registered: false }, metadata: { tenant: alphaId } });
    const [invited] = await api.eventStore.readStream(userStream(data.user.userId));
    expect(invited).toMatchObject({ type: 'UserInvited', data: { customerId: data.customerId, salesPartnerId: alphaId, role: 'customer', isCustomerAdmin: true, mail: data.contact.mail } });
    expect(await typesOf(customerKeyOf(alphaId, 'FI', data).streamId)).toEqual(['CustomerKeyReserved']);
  });

  it('numbers customers with whole numbers, one after the other, also when created at once; a retried command keeps its number', async () => {
    const numbers = await Promise.all(
      ['Eins', 'Zwei', 'Drei', 'Vier', 'Fuenf'].map(async (name) => (await api.createCustomer(firm({ firmname: `${name} Nummer AG`, contact: contact({ mail: `${name.toLowerCase()}@nummer.ch` }), user: { userId: randomUUID() } }), anna)).customerId),
    );
    const sorted = numbers.map(Number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(sorted.at(-1)! - sorted[0]!).toBe(4);
    const commandId = randomUUID();
    const data = firm({ firmname: 'Wiederholt AG', contact: contact({ mail: 'w@wiederholt.ch' }), user: { userId: randomUUID() } });
    const first = await api.send('CreateCustomer', data, anna, commandId);
    const again = await api.send('CreateCustomer', data, anna, commandId);
    expect(again.streamId).toBe(first.streamId);
    expect(customerIdOfStream(first.streamId)).toBe(String(sorted.at(-1)! + 1));
  });

  it('refuses the same firm again (name spelt otherwise) with CUSTOMER_ALREADY_EXISTS, writing nothing; another partner may have it', async () => {
    await api.createCustomer(firm({ firmname: 'Gleich AG', contact: contact({ mail: 'one@gleich.ch' }), user: { userId: randomUUID() } }), anna);
    const before = await logLength();
    const again = firm({ firmname: ' gleich  ag', contact: contact({ mail: 'two@gleich.ch' }), user: { userId: randomUUID() } });
    expect(await refusal(api.send('CreateCustomer', again, anna))).toEqual({ code: 'CUSTOMER_ALREADY_EXISTS', status: 409, field: 'data.firmname' });
    expect(await logLength()).toBe(before);
    await api.send('CreateCustomer', { ...again, contact: contact({ mail: 'three@gleich.ch' }) }, ben);
  });

  it('refuses a contact whose mail another user has with ALREADY_REGISTERED, writing nothing', async () => {
    await api.createCustomer(person({ contact: { ...person().contact, mail: 'taken@example.de' }, user: { userId: randomUUID() } }), anna);
    const before = await logLength();
    const second = firm({ firmname: 'Andere AG', contact: contact({ mail: 'TAKEN@example.de' }), user: { userId: randomUUID() } });
    expect(await refusal(api.send('CreateCustomer', second, anna))).toMatchObject({ code: 'ALREADY_REGISTERED', field: 'data.contact.mail' });
    expect(await logLength()).toBe(before);
  });

  describe('change', () => {
    let data: Awaited<ReturnType<CommandsForTest['createCustomer']>>;
    beforeAll(async () => {
      data = await api.createCustomer(firm({ firmname: 'Wandel AG', contact: contact({ mail: 'chef@wandel.ch' }), user: { userId: randomUUID() } }), anna);
    });
    const change = (overrides: Partial<typeof data>) => {
      const { user: _user, customerType: _type, ...rest } = { ...data, ...overrides };
      return rest;
    };

    it('lets the partner rename the firm and moves its identity', async () => {
      await api.send('ChangeCustomer', change({ firmname: 'Wandel Neu AG' }), anna);
      expect(await typesOf(customerStream(data.customerId))).toEqual(['CustomerCreated', 'CustomerChanged']);
      expect(await typesOf(customerKeyOf(alphaId, 'FI', data).streamId)).toEqual(['CustomerKeyReserved', 'CustomerKeyReleased']);
      expect(await typesOf(customerKeyOf(alphaId, 'FI', { ...data, firmname: 'Wandel Neu AG' }).streamId)).toEqual(['CustomerKeyReserved']);
    });

    it('refuses another partner\'s user with 403', async () => {
      expect(await refusal(api.send('ChangeCustomer', change({ firmname: 'Fremd AG' }), ben))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 403 });
    });

    it('lets the firm\'s admin (the invited contact) change it, but not a customer user of another customer', async () => {
      const firmAdmin: Actor = { userId: data.user.userId, role: 'customer', salesPartnerId: alphaId, customerId: data.customerId };
      // The invited admin is not active yet: until activation it acts as nobody in particular.
      expect(await refusal(api.send('ChangeCustomer', change({ firmname: 'Wandel Neu AG', currencies: ['CHF', 'EUR'] }), firmAdmin))).toMatchObject({ code: 'ERR_BAD_REQUEST' });
      const stranger: Actor = { userId: randomUUID(), role: 'customer', salesPartnerId: alphaId, customerId: '999999' };
      expect(await refusal(api.send('ChangeCustomer', change({ firmname: 'Wandel Neu AG' }), stranger))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 403 });
    });
  });

  describe('delete and erase', () => {
    it('asks for the acting password', async () => {
      const data = await api.createCustomer(firm({ firmname: 'Passwort AG', contact: contact({ mail: 'p@passwort.ch' }), user: { userId: randomUUID() } }), anna);
      expect(await refusal(api.send('DeleteCustomer', { customerId: data.customerId, actingPassword: 'Wrong-1!' }, anna))).toEqual({ code: 'VALIDATION_ERROR', status: 400, field: 'data.actingPassword' });
    });

    it('refuses to delete a customer with an offer (STATE_ERROR at data.customerId), and deletes one without', async () => {
      const data = await api.createCustomer(firm({ firmname: 'Angebot AG', contact: contact({ mail: 'a@angebot.ch' }), user: { userId: randomUUID() } }), anna);
      const other = await api.createCustomer(firm({ firmname: 'Ohne AG', contact: contact({ mail: 'o@ohne.ch' }), user: { userId: randomUUID() } }), anna);
      // An offer on the customer's ledger, as RequestOffer opens it (offer/offer-commands.int.spec.ts requests real ones).
      await api.eventStore.append(customerOffersStream(data.customerId), [testEvent('CustomerOfferOpened', { customerId: data.customerId, salesPartnerId: alphaId, offerId: '500001' })], { expectedRevision: 'no_stream' });

      expect(await refusal(api.send('DeleteCustomer', { customerId: data.customerId, actingPassword: rightPassword }, anna))).toEqual({ code: 'STATE_ERROR', status: 409, field: 'data.customerId' });
      expect(await refusal(api.send('DeleteCustomer', { customerId: other.customerId, actingPassword: rightPassword }, ben))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 403 });

      await api.send('DeleteCustomer', { customerId: other.customerId, actingPassword: rightPassword }, anna);
      expect(await typesOf(customerStream(other.customerId))).toEqual(['CustomerCreated', 'CustomerDeleted']);
      expect(await typesOf(customerOffersStream(other.customerId))).toEqual(['CustomerOffersClosed']);
      expect(await typesOf(customerStream(data.customerId))).toEqual(['CustomerCreated']);
      expect(await typesOf(customerKeyOf(alphaId, 'FI', other).streamId)).toEqual(['CustomerKeyReserved', 'CustomerKeyReleased']);
      expect(api.identity.ended).toContain(other.user.userId);
    });

    it('erases a private customer for the admin: its sealed data in the log can no longer be opened; a firm is refused', async () => {
      const data = await api.createCustomer(person({ contact: { ...person().contact, name: 'Vergessen', mail: 'weg@example.de' }, user: { userId: randomUUID() } }), anna);
      const raw = await api.eventStore.sql.query<{ data: { personal: string } }>('SELECT data FROM es_events WHERE stream_id = $1', [customerStream(data.customerId)]);
      const { personal } = raw.rows[0]!.data;
      expect(JSON.stringify(raw.rows)).not.toMatch(/Vergessen|weg@example|Postweg/);
      expect(await api.deps.personalData!.open(data.customerId, personal)).toMatchObject({ contact: { name: 'Vergessen' } });
      expect((await api.eventStore.readStream(customerStream(data.customerId)))[0]?.data).toMatchObject({ contact: { name: 'Vergessen' } });
      await api.send('EraseCustomer', { customerId: data.customerId, actingPassword: rightPassword }, admin);
      expect(await typesOf(customerStream(data.customerId))).toEqual(['CustomerCreated', 'CustomerErased']);
      expect(await api.deps.personalData!.open(data.customerId, personal)).toBeNull();
      expect((await api.eventStore.readStream(customerStream(data.customerId)))[0]?.data).toMatchObject({ contact: null, billingAddress: null });
      const firmData = await api.createCustomer(firm({ firmname: 'Bleibt AG', contact: contact({ mail: 'b@bleibt.ch' }), user: { userId: randomUUID() } }), anna);
      expect(await refusal(api.send('EraseCustomer', { customerId: firmData.customerId, actingPassword: rightPassword }, anna))).toMatchObject({ code: 'STATE_ERROR' });
    });

    it('erases the private customer\'s user with it: the person reads as erased everywhere, the address is free, the user stays inactive', async () => {
      const data = await api.createCustomer(person({ contact: { ...person().contact, name: 'Gelöscht', prename: 'Greta', mail: 'greta@example.de' }, user: { userId: randomUUID() } }), anna);
      const { userId } = data.user;
      const raw = await api.eventStore.sql.query<{ data: unknown }>('SELECT data FROM es_events WHERE stream_id = $1', [userStream(userId)]);
      expect(JSON.stringify(raw.rows)).not.toMatch(/Greta|greta@example/);
      await runSystemCommand(api.deps, 'QueueMail', { mailId: randomUUID(), userId, to: 'greta@example.de', language: 'de', template: 'passwordReset', params: { name: 'Greta Gelöscht', link: 'https://alpha.localhost/set-new-password/x' } });

      const erased = await api.send('EraseCustomer', { customerId: data.customerId, actingPassword: rightPassword }, anna);
      const events = await api.eventStore.readStream(userStream(userId));
      expect(events.map((e) => e.type)).toEqual(['UserInvited', 'UserErased']);
      // Read-your-writes waits for the users' erasure, the command's last write.
      // Read-your-writes waits for the command's last event: the erasure or what came with it.
      expect(erased.position >= events[1]!.globalPosition).toBe(true);
      expect(events[0]?.data).toMatchObject({ ...erasedPerson(userId), customerId: data.customerId, role: 'customer' });
      const mails = (await api.eventStore.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'MailQueued' && (e.data as { userId?: string }).userId === userId);
      expect(mails).toHaveLength(1);
      for (const mail of mails) expect(mail.data).toMatchObject({ to: '', params: {} });
      expect(api.identity.forgotten).toContain(userId);
      expect(api.identity.ended).toContain(userId);
      expect(await typesOf(userMailStream('greta@example.de'))).toEqual(['UserMailReserved', 'UserMailReleased']);
      // Nothing of theirs changes any more; the address is free for someone new.
      expect(await refusal(api.send('ReactivateUser', { userId, actingPassword: rightPassword }, anna))).toMatchObject({ code: 'STATE_ERROR', status: 409 });
      await api.createCustomer(person({ contact: { ...person().contact, name: 'Neu', mail: 'greta@example.de' }, user: { userId: randomUUID() } }), anna);
      // A replayed erasure changes nothing more.
      await api.send('EraseCustomer', { customerId: data.customerId, actingPassword: rightPassword }, anna);
      expect((await api.eventStore.readStream(userStream(userId))).map((e) => e.type)).toEqual(['UserInvited', 'UserErased']);
    });
  });
});
