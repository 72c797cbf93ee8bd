import { randomUUID } from 'node:crypto';
import { offerStream } from '@portal/events';
import type { BlobStore, BlobStream } from '@portal/platform';
import type { LightMyRequestResponse } from 'fastify';
import { testPrincipals } from '../../auth/testing.ts';
import { queryApiForTest, type QueryApiForTest } from '../sales-partner/testing/query-api-for-test.ts';

/** OfferRequested of a CONS offer of `customerId` at `salesPartnerId` (what the view needs to hold its documents). */
const requested = (customerId: string, salesPartnerId: string) => ({
  offerId: '500001', customerId, salesPartnerId, product: 'FULL', marketArea: 'CH', currency: 'CHF', direction: 'CONS', meteringPoints: [{ code: 'CH1001', direction: 'CONS' }],
  histRangeStart: '2025-01-01', histRangeEnd: '2025-12-31', deliveryYears: [2027], deliveryFrom: '2027-01-01', deliveryTo: '2027-12-31', actualYearSupplyStart: null,
  cancellationFrom: null, cancellationTo: null, ecology: { certificate: null, energyQuality: 'GREY' }, offerDate: '2026-11-26', offerHour: 10, offerMinute: 0,
  offerValidityPeriod: 60, offerDateTime: '2026-11-26T09:00:00.000Z', note: null, createdBy: { userId: 'u1', role: 'customer' },
  volumes: [{ year: 2027, direction: 'CONS', kwh: '100000' }], draftId: null,
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 7)]);
const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 9)]);

/** A blob store whose stream of the `broken` file fails after its first chunk. */
const failingOn = (hash: () => string) => (store: BlobStore): BlobStore => ({
  ...store,
  put: (bytes, type) => store.put(bytes, type),
  get: (h) => store.get(h),
  info: (h) => store.info(h),
  has: (h) => store.has(h),
  async open(h, options) {
    const stream = await store.open(h, options);
    if (h !== hash() || !stream) return stream;
    async function* chunks(): AsyncGenerator<Buffer> {
      yield Buffer.from('%PDF');
      throw new Error('disk gone');
    }
    return { ...stream, chunks: chunks() } as BlobStream;
  },
});

describe('offer document download', () => {
  let api: QueryApiForTest;
  const alpha = randomUUID();
  const beta = randomUUID();
  const customer = '100001';
  let file = '';
  let brokenFile = '';

  beforeAll(async () => {
    api = await queryApiForTest({ wrapBlobStore: failingOn(() => brokenFile) });
    file = (await api.blobStore.put(pdf, 'application/pdf')).hash;
    brokenFile = (await api.blobStore.put(broken, 'application/pdf')).hash;
    // The `offers` view keeps the documents OfferDocumentRecorded names (projections/src/offer).
    const document = (version: number, hash: string) => ({ type: 'OfferDocumentRecorded', data: { offerId: '500001', version, language: 'de', name: `Angebot 500001 v${version}`, file: hash, template: null } });
    await api.given(offerStream('500001'), [
      { type: 'OfferRequested', data: requested(customer, alpha) },
      document(1, file),
      document(2, brokenFile),
    ]);
  });
  afterAll(() => api.close());

  const principals = {
    admin: () => testPrincipals.admin(randomUUID()),
    partner: () => testPrincipals.salesPartner(randomUUID(), alpha),
    otherPartner: () => testPrincipals.salesPartner(randomUUID(), beta),
    customer: () => testPrincipals.customer(randomUUID(), alpha, customer, 'FI'),
    otherCustomer: () => testPrincipals.customer(randomUUID(), alpha, '100002', 'PR'),
  };
  async function get(url: string, who?: keyof typeof principals): Promise<LightMyRequestResponse> {
    const headers = who ? (await api.session(principals[who]())).headers : {};
    return api.app.inject({ method: 'GET', url, headers });
  }
  const problem = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });

  it.each(['admin', 'partner', 'customer'] as const)('streams the PDF with the end-of-file marker to the %s, saved as its name', async (who) => {
    const res = await get('/api/offers/500001/documents/1', who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Angebot 500001 v1.pdf"; filename*=UTF-8''Angebot%20500001%20v1.pdf`);
    expect(res.rawPayload.subarray(0, pdf.length)).toEqual(pdf);
    expect(res.rawPayload.subarray(pdf.length).toString()).toBe('---eof---');
  });

  it('ends with the error marker instead when the file cannot be read to the end', async () => {
    const res = await get('/api/offers/500001/documents/2', 'customer');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString().endsWith('---serializableError---')).toBe(true);
    expect(res.rawPayload.toString()).not.toContain('---eof---');
  });

  it('answers another partner and another customer as for an unknown offer, and refuses anybody logged out', async () => {
    expect(problem(await get('/api/offers/500001/documents/1', 'otherPartner'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/offers/500001/documents/1', 'otherCustomer'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/offers/500001/documents/1'))).toEqual({ status: 401, code: 'NOT_AUTHORIZED' });
  });

  it('answers 404 for a version the offer lacks and for an unknown offer', async () => {
    expect(problem(await get('/api/offers/500001/documents/3', 'partner'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/offers/599999/documents/1', 'admin'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
    expect(problem(await get('/api/offers/599999/documents/1', 'partner'))).toEqual({ status: 404, code: 'ERR_BAD_REQUEST' });
  });

  it('refuses malformed ids with the field', async () => {
    const res = await get('/api/offers/abc/documents/1', 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await get('/api/offers/500001/documents/0', 'admin')).statusCode).toBe(400);
  });
});
