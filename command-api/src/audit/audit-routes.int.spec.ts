import { randomUUID } from 'node:crypto';
import { auditReadsStream, customerIdOfStream, fold, userStream, type CustomerEvent, type RecordedEvent } from '@portal/events';
import type { AuditEntry } from '@portal/events/read-contracts';
import { alphaId, contact, firm, person } from '../customer/testing/customer-fixtures.ts';
import { customerDecider } from '../customer/customer.ts';
import { auditApiForTest, password, type AuditApi } from './testing/audit-api-for-test.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The same instant written with a +01:00 offset, as a Swiss auditor would type it. */
const zurichTime = (at: Date): string => new Date(at.getTime() + 3_600_000).toISOString().replace('Z', '+01:00');
const problem = (res: { statusCode: number; json(): { code?: string; field?: string } }) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });

describe('audit routes', () => {
  let api: AuditApi;
  beforeAll(async () => {
    api = await auditApiForTest();
  });
  afterAll(() => api.close());

  const readsOf = (userId: string) => api.eventStore.readStream(auditReadsStream(userId));
  /** A firm customer of alpha created by Anna, with a mail no other test uses. */
  async function newFirm(firmname = 'Muster AG') {
    const data = firm({ firmname, contact: contact({ mail: `${randomUUID().slice(0, 8)}@firm.test` }), user: { userId: randomUUID() } });
    const { streamId } = await api.send('CreateCustomer', data, api.as.anna);
    const { customerType: _type, user: _user, ...profile } = data;
    return { streamId, customerId: customerIdOfStream(streamId), profile };
  }
  /** The state the customer decider folds from the stream right now, as JSON. */
  const stateNow = async (streamId: string) => JSON.parse(JSON.stringify(fold(customerDecider, (await api.eventStore.readStream(streamId)) as unknown as CustomerEvent[])));

  describe('history', () => {
    it("lists a customer's events with who sent them and the fields each changed, page by page", async () => {
      const { streamId, customerId, profile } = await newFirm('Muster AG');
      await api.send('ChangeCustomer', { customerId, ...profile, firmname: 'Muster Mühle AG' }, api.as.anna);

      const res = await api.get(`/api/audit/streams/${streamId}/history`, api.as.admin);
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: { streamId: string; items: AuditEntry[]; next: number | null } };
      expect(data.streamId).toBe(streamId);
      expect(data.next).toBeNull();
      const [created, changed] = data.items;
      expect(created).toMatchObject({ revision: 0, type: 'CustomerCreated', actor: { userId: api.ids.anna, role: 'salesPartner', salesPartnerId: alphaId }, reason: null, erased: false });
      expect(created!.changes).toEqual(expect.arrayContaining([
        { field: 'status', before: 'none', after: 'active' },
        { field: 'profile.firmname', before: null, after: 'Muster AG' },
        { field: 'profile.contact.mail', before: null, after: profile.contact.mail },
      ]));
      expect(changed).toMatchObject({ revision: 1, type: 'CustomerChanged', erased: false, changes: [{ field: 'profile.firmname', before: 'Muster AG', after: 'Muster Mühle AG' }] });
      const [stored] = await api.eventStore.readStream(streamId, { fromRevision: 1n, maxCount: 1 });
      expect(changed).toMatchObject({ globalPosition: stored!.globalPosition.toString(), recordedAt: stored!.recordedAt, commandId: stored!.metadata.commandId, correlationId: stored!.metadata.correlationId, causationId: stored!.metadata.causationId });

      const first = (await api.get(`/api/audit/streams/${streamId}/history?limit=1`, api.as.auditor)).json().data;
      expect([first.items.map((i: AuditEntry) => i.revision), first.next]).toEqual([[0], 0]);
      const second = (await api.get(`/api/audit/streams/${streamId}/history?after=0&limit=1`, api.as.auditor)).json().data;
      expect([second.items.map((i: AuditEntry) => i.revision), second.next]).toEqual([[1], null]);
      expect((await api.get(`/api/audit/streams/${streamId}/history?after=5`, api.as.auditor)).json().data).toEqual({ streamId, items: [], next: null, events: 2 });
      // A detail page's history section: the last events and the stream's length in one read.
      const latest = (await api.get(`/api/audit/streams/${streamId}/history?last=1`, api.as.admin)).json().data;
      expect([latest.items.map((i: AuditEntry) => i.revision), latest.next, latest.events]).toEqual([[1], null, 2]);
      expect((await api.get(`/api/audit/streams/${streamId}/history?last=5`, api.as.admin)).json().data.items.map((i: AuditEntry) => i.revision)).toEqual([0, 1]);
    });

    it("marks an erased person's events erased, their fields as the erased values, and lists the erasure", async () => {
      const userId = randomUUID();
      const data = person({ contact: contact({ sex: 'MR', prename: 'Jörg', name: 'Beispiel', mail: `${randomUUID().slice(0, 8)}@person.test`, country: 'DE', zipCode: '80331', place: 'München', canton: 'BY', phoneprefix: '+49', phone: '89 1234567' }), user: { userId } });
      const { streamId, customerId } = await api.send('CreateCustomer', data, api.as.anna).then((r) => ({ ...r, customerId: customerIdOfStream(r.streamId) }));
      const before = (await api.get(`/api/audit/streams/${streamId}/history`, api.as.admin)).json().data.items as AuditEntry[];
      expect(before[0]).toMatchObject({ erased: false });
      expect(before[0]!.changes).toContainEqual({ field: 'profile.contact.name', before: null, after: 'Beispiel' });

      await api.send('EraseCustomer', { customerId, actingPassword: password }, api.as.anna);

      const after = (await api.get(`/api/audit/streams/${streamId}/history`, api.as.admin)).json().data.items as AuditEntry[];
      expect(after.map((e) => [e.type, e.erased])).toEqual([['CustomerCreated', true], ['CustomerErased', false]]);
      expect(after[0]!.changes).toContainEqual({ field: 'status', before: 'none', after: 'active' });
      expect(after[0]!.changes.filter((c) => c.field.startsWith('profile.contact') || c.field.startsWith('profile.billingAddress'))).toEqual([]);
      expect(after[1]!.changes).toContainEqual({ field: 'status', before: 'active', after: 'erased' });
      expect(JSON.stringify(after)).not.toContain('Beispiel');

      const user = (await api.get(`/api/audit/streams/${userStream(userId)}/history`, api.as.auditor)).json().data.items as AuditEntry[];
      expect(user[0]).toMatchObject({ type: 'UserInvited', erased: true });
      expect(user[0]!.changes).toContainEqual({ field: 'user.name', before: null, after: '(erased)' });
      expect(user.at(-1)).toMatchObject({ type: 'UserErased', erased: false });
    });
  });

  describe('as of a moment, and between two', () => {
    it('answers the state the customer had at a saved moment, by time and by position, and the diff since', async () => {
      const { streamId, customerId, profile } = await newFirm('Alt AG');
      const changed = await api.send('ChangeCustomer', { customerId, ...profile, firmname: 'Mittel AG' }, api.as.anna);
      // The command's position is its last event's, which may be another stream's (the customer's key moved).
      const [event] = await api.eventStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      const saved = { state: await stateNow(streamId), at: new Date(), position: event!.globalPosition.toString(), commandPosition: changed.position };
      await later();
      await api.send('ChangeCustomer', { customerId, ...profile, firmname: 'Neu AG', currencies: ['CHF', 'EUR'] }, api.as.anna);

      const byTime = await api.get(`/api/audit/streams/${streamId}?asOf=${encodeURIComponent(zurichTime(saved.at))}`, api.as.auditor);
      expect(byTime.statusCode).toBe(200);
      expect(byTime.json().data).toEqual({ streamId, asOf: { revision: 1, globalPosition: saved.position, recordedAt: expect.any(String) }, state: saved.state });
      expect(saved.state.profile.firmname).toBe('Mittel AG');
      const byPosition = (await api.get(`/api/audit/streams/${streamId}?asOf=${saved.commandPosition}`, api.as.admin)).json().data;
      expect(byPosition).toEqual(byTime.json().data);
      // The recordedAt an answer shows is a moment that includes its own event.
      expect((await api.get(`/api/audit/streams/${streamId}?asOf=${encodeURIComponent(byPosition.asOf.recordedAt)}`, api.as.admin)).json().data.asOf.revision).toBe(1);
      expect((await api.get(`/api/audit/streams/${streamId}?asOf=${encodeURIComponent(new Date().toISOString())}`, api.as.admin)).json().data.state).toEqual(await stateNow(streamId));

      const diff = await api.get(`/api/audit/streams/${streamId}/diff?from=${encodeURIComponent(saved.at.toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`, api.as.auditor);
      expect(diff.json().data).toEqual({
        streamId,
        from: { revision: 1, globalPosition: saved.position, recordedAt: expect.any(String) },
        to: { revision: 2, globalPosition: expect.any(String), recordedAt: expect.any(String) },
        changes: [{ field: 'profile.firmname', before: 'Mittel AG', after: 'Neu AG' }, { field: 'profile.currencies', before: ['CHF'], after: ['CHF', 'EUR'] }],
      });
      const reversed = (await api.get(`/api/audit/streams/${streamId}/diff?from=${diff.json().data.to.globalPosition}&to=${saved.position}`, api.as.auditor)).json().data;
      expect(reversed.changes).toEqual([{ field: 'profile.firmname', before: 'Neu AG', after: 'Mittel AG' }, { field: 'profile.currencies', before: ['CHF', 'EUR'], after: ['CHF'] }]);
    });
  });

  describe('streams', () => {
    it('finds streams by prefix with their length and first and last recording, page by page', async () => {
      const { streamId } = await newFirm('Such AG');
      const all = (await api.get('/api/audit/streams?prefix=customer-&limit=100', api.as.admin)).json().data;
      const found = all.items.find((s: { streamId: string }) => s.streamId === streamId);
      const events = await api.eventStore.readStream(streamId);
      expect(found).toEqual({ streamId, category: 'customer', events: events.length, firstRecordedAt: events[0]!.recordedAt, lastRecordedAt: events.at(-1)!.recordedAt });
      expect(all.items.every((s: { streamId: string; category: string }) => s.streamId.startsWith('customer-') && s.category === 'customer')).toBe(true);
      expect(all.items.map((s: { streamId: string }) => s.streamId)).toEqual([...all.items.map((s: { streamId: string }) => s.streamId)].sort());
      expect(all.items.length).toBeGreaterThan(1);

      const page = (await api.get('/api/audit/streams?prefix=customer-&limit=1', api.as.auditor)).json().data;
      expect([page.items.length, page.next]).toEqual([1, all.items[0].streamId]);
      const next = (await api.get(`/api/audit/streams?prefix=customer-&limit=1&after=${encodeURIComponent(page.next)}`, api.as.auditor)).json().data;
      expect(next.items[0].streamId).toBe(all.items[1].streamId);
      expect((await api.get('/api/audit/streams?prefix=nothing-like-this', api.as.auditor)).json().data).toEqual({ items: [], next: null });
      const everything = (await api.get('/api/audit/streams', api.as.auditor)).json().data;
      expect([everything.items.length, typeof everything.next]).toEqual([10, 'string']);
    });
  });

  describe('refusals', () => {
    let streamId = '';
    beforeAll(async () => {
      ({ streamId } = await newFirm('Grenz AG'));
    });

    it.each([
      ['an unknown stream', () => '/api/audit/streams/customer-999999999/history', 404, 'ERR_BAD_REQUEST', 'params.streamId'],
      ['an unknown stream as of now', () => `/api/audit/streams/customer-999999999?asOf=${encodeURIComponent(new Date().toISOString())}`, 404, 'ERR_BAD_REQUEST', 'params.streamId'],
      ['a moment before the stream began', () => `/api/audit/streams/${streamId}?asOf=2020-01-01T00:00:00Z`, 422, 'INVALID_DATE', 'querystring.asOf'],
      ['a position before the stream began', () => `/api/audit/streams/${streamId}?asOf=1`, 422, 'INVALID_DATE', 'querystring.asOf'],
      ['a moment in the future', () => `/api/audit/streams/${streamId}?asOf=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`, 422, 'INVALID_DATE', 'querystring.asOf'],
      ['a position past the log', () => `/api/audit/streams/${streamId}?asOf=999999999`, 422, 'INVALID_DATE', 'querystring.asOf'],
      ['a malformed moment', () => `/api/audit/streams/${streamId}?asOf=yesterday`, 400, 'INVALID_DATE', 'querystring.asOf'],
      ['a date without offset', () => `/api/audit/streams/${streamId}?asOf=2026-11-20T10:00:00`, 400, 'INVALID_DATE', 'querystring.asOf'],
      ['a 30 February', () => `/api/audit/streams/${streamId}?asOf=2026-02-30T10:00:00Z`, 400, 'INVALID_DATE', 'querystring.asOf'],
      ['no asOf', () => `/api/audit/streams/${streamId}`, 400, 'VALIDATION_ERROR', 'querystring.asOf'],
      ['a malformed from', () => `/api/audit/streams/${streamId}/diff?from=x&to=1`, 400, 'INVALID_DATE', 'querystring.from'],
      ['a to in the future', () => `/api/audit/streams/${streamId}/diff?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`, 422, 'INVALID_DATE', 'querystring.to'],
      ['a from before the stream', () => `/api/audit/streams/${streamId}/diff?from=1&to=${encodeURIComponent(new Date().toISOString())}`, 422, 'INVALID_DATE', 'querystring.from'],
      ['limit 0', () => '/api/audit/streams?limit=0', 400, 'VALIDATION_ERROR', 'querystring.limit'],
      ['limit 101', () => `/api/audit/streams/${streamId}/history?limit=101`, 400, 'VALIDATION_ERROR', 'querystring.limit'],
      ['a negative after', () => `/api/audit/streams/${streamId}/history?after=-1`, 400, 'VALIDATION_ERROR', 'querystring.after'],
      ['last 0', () => `/api/audit/streams/${streamId}/history?last=0`, 400, 'VALIDATION_ERROR', 'querystring.last'],
      ['last with after', () => `/api/audit/streams/${streamId}/history?last=2&after=0`, 400, 'VALIDATION_ERROR', 'querystring.last'],
      ['an unknown parameter', () => '/api/audit/streams?sneaky=1', 400, 'VALIDATION_ERROR', 'querystring.sneaky'],
    ])('refuses %s (status, code and field)', async (_name, url, status, code, field) => {
      expect(problem(await api.get(url(), api.as.auditor))).toEqual({ status, code, field });
    });

    it('refuses partner and customer users (403) and nobody (401) on every route, and records nothing for them', async () => {
      const urls = ['/api/audit/streams', `/api/audit/streams/${streamId}/history`, `/api/audit/streams/${streamId}?asOf=1`, `/api/audit/streams/${streamId}/diff?from=1&to=2`];
      const before = (await api.eventStore.head()).position;
      for (const url of urls) {
        expect([url, problem(await api.get(url, api.as.anna))]).toEqual([url, { status: 403, code: 'ERR_BAD_REQUEST', field: undefined }]);
        expect([url, problem(await api.get(url, api.as.customer))]).toEqual([url, { status: 403, code: 'ERR_BAD_REQUEST', field: undefined }]);
        expect([url, problem(await api.get(url))]).toEqual([url, { status: 401, code: 'NOT_AUTHORIZED', field: undefined }]);
        expect([url, problem(await api.get(url, undefined, { authorization: 'Bearer wrong' }))]).toEqual([url, { status: 401, code: 'NOT_AUTHORIZED', field: undefined }]);
      }
      expect((await api.eventStore.head()).position).toBe(before);
    });
  });

  describe('every read is recorded', () => {
    it("appends one AuditRead per read to the reader's stream, with the route, stream, moment, query and the reader", async () => {
      const { streamId } = await newFirm('Protokoll AG');
      const before = (await readsOf(api.ids.auditor)).length;
      const correlationId = randomUUID();
      const asOf = encodeURIComponent(new Date().toISOString());
      await api.get(`/api/audit/streams/${streamId}?asOf=${asOf}`, api.as.auditor, { 'x-correlation-id': correlationId });
      await api.get(`/api/audit/streams/${streamId}/history?limit=5`, api.as.auditor);
      await api.get(`/api/audit/streams/${streamId}/diff?from=1&to=${asOf}`, api.as.auditor);
      await api.get('/api/audit/streams?prefix=customer-', api.as.auditor);
      const reads = (await readsOf(api.ids.auditor)).slice(before);
      expect(reads.map((e) => e.data)).toEqual([
        { route: 'GET /api/audit/streams/:streamId', streamId, asOf: decodeURIComponent(asOf), query: { asOf: decodeURIComponent(asOf) } },
        { route: 'GET /api/audit/streams/:streamId/history', streamId, asOf: null, query: { limit: '5' } },
        // A refused read (from before the stream) was still asked: it is recorded too.
        { route: 'GET /api/audit/streams/:streamId/diff', streamId, asOf: null, query: { from: '1', to: decodeURIComponent(asOf) } },
        { route: 'GET /api/audit/streams', streamId: null, asOf: null, query: { prefix: 'customer-' } },
      ]);
      expect(reads.every((e: RecordedEvent) => e.type === 'AuditRead' && e.metadata.actor.userId === api.ids.auditor && e.metadata.actor.role === 'auditor' && e.metadata.tenant === 'platform')).toBe(true);
      expect(reads[0]!.metadata.correlationId).toBe(correlationId);
      expect(reads[1]!.metadata.correlationId).toBe(reads[1]!.metadata.commandId);
    });

    it("records the admin's and the operator's reads in their own streams", async () => {
      const [admin, operator] = [(await readsOf(api.ids.admin)).length, (await readsOf('operator')).length];
      expect((await api.get('/api/audit/streams', api.as.admin)).statusCode).toBe(200);
      expect((await api.get('/api/audit/streams', 'operator')).statusCode).toBe(200);
      expect([(await readsOf(api.ids.admin)).length - admin, (await readsOf('operator')).length - operator]).toEqual([1, 1]);
      expect((await readsOf('operator')).at(-1)!.metadata.actor).toEqual({ userId: 'operator', role: 'admin' });
    });

    it('does not record a read the route refused before reading (a malformed moment)', async () => {
      const before = (await readsOf(api.ids.auditor)).length;
      expect((await api.get('/api/audit/streams/customer-1?asOf=soon', api.as.auditor)).statusCode).toBe(400);
      expect((await readsOf(api.ids.auditor)).length).toBe(before);
    });

    it('lets the audit read its own reads (a stream without a decider folds by merging)', async () => {
      const res = await api.get(`/api/audit/streams/${auditReadsStream(api.ids.auditor)}/history?limit=1`, api.as.admin);
      expect(res.json().data.items[0]).toMatchObject({ type: 'AuditRead', actor: { userId: api.ids.auditor, role: 'auditor' }, changes: expect.arrayContaining([{ field: 'route', before: null, after: expect.stringMatching(/^GET \/api\/audit/) }]) });
    });
  });
});
