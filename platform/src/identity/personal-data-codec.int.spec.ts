import { randomUUID } from 'node:crypto';
import { SqlEventStore } from '../adapters/sql/sql-event-store.ts';
import type { NewEvent } from '@portal/events';
import { portalCatalog } from '@portal/events';
import { erasedPerson, userDataSubject } from '@portal/events';
import { createPersonalDataKeys } from './personal-data-keys.ts';
import { testEventStore } from '../testing/test-event-store.ts';

const metadata = { commandId: 'c', correlationId: 'c', causationId: 'c', actor: { userId: 'system', role: 'system' as const }, tenant: 'platform', occurredAt: '2026-11-22T08:00:00.000Z', schemaVersion: 1 };
const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata });

const userId = '0b0f0e9e-3c1e-4a77-9b55-2f1d8c0a5e11';
const invited = {
  userId,
  salesPartnerId: null,
  customerId: null,
  role: 'admin',
  isCustomerAdmin: false,
  mail: 'paul.privat@privat-demo.ch',
  name: 'Privat',
  prename: 'Paul',
  sex: 'MR',
  language: 'de',
  phoneprefix: '+41',
  phone: '791234567',
};

async function storeWithRawReads() {
  const store = await testEventStore({ catalog: portalCatalog() });
  const raw = async (streamId: string) => (await store.sql.query<{ data: Record<string, unknown> }>('SELECT data FROM es_events WHERE stream_id = $1 ORDER BY stream_revision', [streamId])).rows.map((r) => r.data);
  return { store, raw };
}

describe('personal data sealed at the store', () => {
  it('stores a user\'s person sealed with their key and reads it plain', async () => {
    const { store, raw } = await storeWithRawReads();
    try {
      await store.append(`user-${userId}`, [event('UserInvited', invited)], { expectedRevision: 'no_stream' });
      const [stored] = await raw(`user-${userId}`);
      expect(JSON.stringify(stored)).not.toMatch(/Privat|Paul|791234567/);
      expect(stored).toEqual({ userId, salesPartnerId: null, customerId: null, role: 'admin', isCustomerAdmin: false, language: 'de', sealed: expect.stringMatching(/^pd1\./) });
      const [read] = await store.readStream(`user-${userId}`);
      expect(read?.data).toEqual(invited);
      const all = await store.readAll();
      expect(all.find((e) => e.type === 'UserInvited')?.data).toEqual(invited);
    } finally {
      await store.close();
    }
  });

  it('stores an event that is sealed already (copied from a log) as it is', async () => {
    const { store, raw } = await storeWithRawReads();
    try {
      await store.append(`user-${userId}`, [event('UserInvited', invited)], { expectedRevision: 'no_stream' });
      const [stored] = await raw(`user-${userId}`);
      await store.append('user-copy', [event('UserInvited', stored)], { expectedRevision: 'no_stream' });
      expect(await raw('user-copy')).toEqual([stored]);
      expect((await store.readStream('user-copy'))[0]?.data).toEqual(invited);
    } finally {
      await store.close();
    }
  });

  it('reads the erased values once the key is gone, in every read', async () => {
    const { store } = await storeWithRawReads();
    try {
      const mailId = randomUUID();
      await store.append(`user-${userId}`, [event('UserInvited', invited), event('UserMailChanged', { userId, mail: 'p@new.ch', previousMail: invited.mail })], { expectedRevision: 'no_stream' });
      await store.append(`mail-${mailId}`, [event('MailQueued', { mailId, userId, to: invited.mail, language: 'de', template: 'passwordReset', params: { name: 'Paul Privat' } })], { expectedRevision: 'no_stream' });
      await (await createPersonalDataKeys(store.sql)).erase(userDataSubject(userId));
      const [first, second] = await store.readStream(`user-${userId}`);
      expect(first?.data).toEqual({ ...invited, ...erasedPerson(userId) });
      expect(second?.data).toEqual({ userId, mail: erasedPerson(userId).mail, previousMail: erasedPerson(userId).mail });
      const [mail] = await store.readStream(`mail-${mailId}`);
      expect(mail?.data).toEqual({ mailId, userId, language: 'de', template: 'passwordReset', to: '', params: {} });
      expect(JSON.stringify((await store.readAll()).map((e) => e.data))).not.toMatch(/Privat|Paul|p@new\.ch/);
    } finally {
      await store.close();
    }
  });

  it('leaves in clear what names nobody, and reads events stored before sealing as they were', async () => {
    const { store, raw } = await storeWithRawReads();
    try {
      const mailId = randomUUID();
      const testMail = { mailId, to: 'ops@alpha.example.com', language: 'en', template: 'testMail', params: { salesPartnerName: 'Alpha' } };
      await store.append(`mail-${mailId}`, [event('MailQueued', testMail)], { expectedRevision: 'no_stream' });
      expect(await raw(`mail-${mailId}`)).toEqual([testMail]);
      // An event of the first, plain form (written before its type had personal fields).
      const plain = new SqlEventStore('pglite', store.sql, { catalog: portalCatalog(), sealPersonalData: false });
      await plain.append('user-legacy', [event('UserInvited', invited)], { expectedRevision: 'no_stream' });
      expect(await raw('user-legacy')).toEqual([invited]);
      const [legacy] = await store.readStream('user-legacy');
      expect(legacy?.data).toEqual(invited);
    } finally {
      await store.close();
    }
  });
});
