import { randomUUID } from 'node:crypto';
import { customerOffersStream, customerStream, defaultBusinessLimits, defaultProductFees, offerDraftStream, offerNumbersStream, offerStream, priceYear, products, salesPartnerOffersStream } from '@portal/events';
import type { LightMyRequestResponse } from 'fastify';
import { swissCode } from '../metering-point/testing/metering-fixtures.ts';
import { alphaId } from '../sales-partner/testing/partner-fixtures.ts';
import { actingPassword, offerApiForTest, type OfferApi } from './testing/offer-api-for-test.ts';
import { inputs, offerRequest } from './testing/offer-fixtures.ts';
import { priceAsAdmin, priceInputsOf } from './testing/offer-pricing-for-test.ts';

/** 09:00 in Zurich on 10 March 2027, the offer day of every request here. */
const offerDay = new Date('2027-03-10T08:00:00.000Z');
const point = (n: number) => ({ code: swissCode(n), direction: 'CONS' as const });

describe('offer commands over POST /api/commands', () => {
  let api: OfferApi;
  beforeAll(async () => {
    api = await offerApiForTest({ at: offerDay });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.at = offerDay;
  });

  const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code, field: res.json().field });
  const logLength = async () => (await api.eventStore.readAll({ maxCount: 1_000_000 })).length;
  const typesOf = async (stream: string) => (await api.eventStore.readStream(stream)).map((e) => e.type);
  const lastOf = async (stream: string) => (await api.eventStore.readStream(stream)).at(-1);
  const request = (overrides = {}) => offerRequest({ customerId: api.customerId, meteringPoints: [point(1), point(2)], ...overrides });
  /** Requests an offer as anna and answers its id. */
  const requested = async (overrides = {}): Promise<string> => {
    const res = await api.post('RequestOffer', request(overrides), api.anna.headers);
    expect(res.statusCode).toBe(200);
    return (res.json().data.streamId as string).replace('offer-', '');
  };
  const released = async (): Promise<string> => {
    const offerId = await requested();
    await priceAsAdmin(api, offerId);
    expect((await api.post('ReleaseOffer', { offerId, confirmed: true })).statusCode).toBe(200);
    return offerId;
  };

  describe('RequestOffer', () => {
    it('appends number, offer and both ledgers in one command, in the partner\'s tenant', async () => {
      const commandId = randomUUID();
      const res = await api.post('RequestOffer', request(), api.anna.headers, commandId);
      expect(res.statusCode).toBe(200);
      const offerId = (res.json().data.streamId as string).replace('offer-', '');
      expect(Number(offerId)).toBeGreaterThanOrEqual(500001);
      expect((await api.eventStore.readCommand(commandId)).map((e) => e.type)).toEqual(['OfferNumberAssigned', 'OfferRequested', 'CustomerOfferOpened', 'SalesPartnerOfferOpened']);
      expect(await lastOf(offerNumbersStream)).toMatchObject({ data: { offerId } });
      expect(await lastOf(offerStream(offerId))).toMatchObject({
        type: 'OfferRequested',
        data: { offerId, customerId: api.customerId, salesPartnerId: alphaId, deliveryFrom: '2028-01-01', deliveryTo: '2029-12-31', offerDateTime: '2027-03-10T08:30:00.000Z', volumes: [{ year: 2028, direction: 'CONS', kwh: '240000.000' }, { year: 2029, direction: 'CONS', kwh: '240000.000' }] },
        metadata: { tenant: alphaId },
      });
      expect(await lastOf(customerOffersStream(api.customerId))).toMatchObject({ type: 'CustomerOfferOpened', data: { offerId } });
      expect(await lastOf(salesPartnerOffersStream(alphaId))).toMatchObject({ type: 'SalesPartnerOfferOpened', data: { offerId, customerId: api.customerId } });
      // A replay answers the same offer and appends nothing.
      const replay = await api.post('RequestOffer', request(), api.anna.headers, commandId);
      expect(replay.json().data).toMatchObject({ streamId: offerStream(offerId), duplicate: true, events: 0 });
    });

    it('refuses bad input at its field with nothing stored', async () => {
      const before = await logLength();
      const cases: [object, string, number, string][] = [
        [{ deliveryYears: [2026, 2028] }, 'VALIDATION_ERROR', 400, 'data.deliveryYears.0'],
        [{ offerDate: '2027-03-09' }, 'VALIDATION_ERROR', 400, 'data.offerDate'],
        [{ histRangeEnd: '2026-06-30' }, 'VALIDATION_ERROR', 400, 'data.histRangeEnd'],
        [{ currency: 'EUR' }, 'VALIDATION_ERROR', 400, 'data.currency'],
        [{ actualYearSupplyStart: '2029-01-01' }, 'VALIDATION_ERROR', 400, 'data.actualYearSupplyStart'],
        [{ meteringPoints: [point(1), point(99)] }, 'VALIDATION_ERROR', 400, 'data.meteringPoints.1.code'],
        [{ meteringPoints: [{ code: swissCode(1), direction: 'PROD' }] }, 'VALIDATION_ERROR', 400, 'data.meteringPoints.0.code'],
        [{ ecology: { certificate: 'NOPE', energyQuality: 'CH-HYDRO' } }, 'VALIDATION_ERROR', 400, 'data.ecology.certificate'],
        [{ offerValidityPeriod: 0 }, 'VALIDATION_ERROR', 400, 'data.offerValidityPeriod'],
      ];
      for (const [overrides, code, status, field] of cases) {
        expect({ overrides, ...refusal(await api.post('RequestOffer', request(overrides), api.anna.headers)) }).toEqual({ overrides, status, code, field });
      }
      expect(await logLength()).toBe(before);
    });

    it('lets a customer request for itself only, a partner for its own customers only', async () => {
      const mine = await api.post('RequestOffer', request(), api.carl.headers);
      expect(mine.statusCode).toBe(200);
      expect(refusal(await api.post('RequestOffer', request({ customerId: api.otherCustomerId }), api.carl.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.customerId' });
      expect(refusal(await api.post('RequestOffer', request(), api.ben.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.customerId' });
      expect(refusal(await api.post('RequestOffer', request({ customerId: api.otherCustomerId }), api.anna.headers))).toMatchObject({ status: 400, field: 'data.meteringPoints.0.code' });
      // Settle it again, so the pending count of the later specs starts from the request spec's.
      expect((await api.post('RejectOffer', { offerId: (mine.json().data.streamId as string).replace('offer-', '') }, api.carl.headers)).statusCode).toBe(200);
    });

    it('answers TOO_MANY_PENDING_OFFERS at the configured limit', async () => {
      const pending = async () => {
        const events = await api.eventStore.readStream(customerOffersStream(api.customerId));
        return events.filter((e) => e.type === 'CustomerOfferOpened').length - events.filter((e) => e.type === 'CustomerOfferSettled').length;
      };
      const limit = await pending();
      expect((await api.post('ChangeBusinessLimits', { limits: { ...defaultBusinessLimits, maxPendingOffersPerCustomer: limit }, reason: 'spec' })).statusCode).toBe(200);
      try {
        expect(refusal(await api.post('RequestOffer', request(), api.anna.headers))).toEqual({ status: 409, code: 'TOO_MANY_PENDING_OFFERS', field: 'data.customerId' });
      } finally {
        await api.post('ChangeBusinessLimits', { limits: defaultBusinessLimits, reason: 'spec' });
      }
    });
  });

  describe('drafts', () => {
    it('saves, continues and submits a draft with the request; a submitted draft cannot be saved again', async () => {
      const draftId = randomUUID();
      expect((await api.post('SaveOfferDraft', { draftId, step: 3, request: { marketArea: 'CH', product: 'FULL' } }, api.carl.headers)).statusCode).toBe(200);
      expect(await lastOf(offerDraftStream(draftId))).toMatchObject({ type: 'OfferDraftSaved', data: { customerId: api.customerId, salesPartnerId: alphaId, step: 3 }, metadata: { tenant: alphaId } });
      expect(refusal(await api.post('SaveOfferDraft', { draftId, step: 4, request: {} }, api.anna.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.draftId' });
      expect(refusal(await api.post('SaveOfferDraft', { draftId: randomUUID(), step: 1, request: { customerId: api.otherCustomerId } }, api.carl.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.request.customerId' });
      const commandId = randomUUID();
      expect((await api.post('RequestOffer', { ...request(), draftId }, api.carl.headers, commandId)).statusCode).toBe(200);
      expect((await api.eventStore.readCommand(commandId)).map((e) => e.type).at(-1)).toBe('OfferDraftSubmitted');
      expect(refusal(await api.post('SaveOfferDraft', { draftId, step: 5, request: {} }, api.carl.headers))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.draftId' });
      expect(refusal(await api.post('RequestOffer', { ...request(), draftId }, api.carl.headers))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.draftId' });
      const offerId = (await lastOf(offerDraftStream(draftId)))?.data as { offerId: string };
      await api.post('RejectOffer', { offerId: offerId.offerId }, api.carl.headers);
    });

    it('discards a partner\'s draft for the partner\'s users only', async () => {
      const draftId = randomUUID();
      await api.post('SaveOfferDraft', { draftId, step: 2, request: { customerId: api.customerId } }, api.anna.headers);
      expect(refusal(await api.post('DiscardOfferDraft', { draftId }, api.ben.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.draftId' });
      expect(refusal(await api.post('DiscardOfferDraft', { draftId }, api.carl.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.draftId' });
      expect((await api.post('DiscardOfferDraft', { draftId }, api.anna.headers)).statusCode).toBe(200);
      expect(await typesOf(offerDraftStream(draftId))).toEqual(['OfferDraftSaved', 'OfferDraftDiscarded']);
    });
  });

  describe('PriceOffer', () => {
    const fees = products.map((product) => ({ ...defaultProductFees(product), margin: '3.5', minFee: '100', maxFee: '5000', variableFeePerMwh: '2' }));
    it('prices every year at the accepted forecasts\' volume with the partner\'s fees, again while not released', async () => {
      expect((await api.post('SetMarginsServiceFees', { salesPartnerId: alphaId, fees }, api.anna.headers)).statusCode).toBe(200);
      const offerId = await requested();
      const years = await priceInputsOf(api, offerId);
      expect(refusal(await api.post('PriceOffer', { offerId, years }, api.anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
      expect((await api.post('PriceOffer', { offerId, years })).statusCode).toBe(200);
      const full = fees.find((f) => f.product === 'FULL')!;
      const expected = priceYear({ product: 'FULL', direction: 'CONS', inputs, fees: full, volumeKwh: '236000.000' });
      expect(expected.volumeKwh).not.toBe('0');
      expect(await lastOf(offerStream(offerId))).toMatchObject({
        type: 'OfferPriced',
        data: { offerId, fees: full, years: [{ year: 2028, cons: { inputs, result: expected } }, { year: 2029, cons: { inputs, result: expected } }] },
        metadata: { tenant: alphaId },
      });
      const dearer = { ...inputs, energyPrice: '120' };
      expect((await api.post('PriceOffer', { offerId, years: years.map((y) => ({ ...y, cons: dearer })) })).statusCode).toBe(200);
      expect((await lastOf(offerStream(offerId)))?.data).toMatchObject({ years: [{ cons: { inputs: dearer } }, { cons: { inputs: dearer } }] });
      await api.post('RejectOffer', { offerId }, api.carl.headers);
    });

    it('prices a point without an accepted forecast at the request\'s volume', async () => {
      const offerId = await requested({ meteringPoints: [point(3)] });
      await priceAsAdmin(api, offerId);
      expect((await lastOf(offerStream(offerId)))?.data).toMatchObject({ years: [{ cons: { result: { volumeKwh: '120000' } } }, { cons: { result: { volumeKwh: '120000' } } }] });
      await api.post('RejectOffer', { offerId }, api.carl.headers);
    });

    it('refuses missing or extra years and directions at their field, and a released offer, storing nothing', async () => {
      const offerId = await requested();
      const before = await logLength();
      expect(refusal(await api.post('PriceOffer', { offerId, years: [{ year: 2028, cons: inputs }] }))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.years' });
      expect(refusal(await api.post('PriceOffer', { offerId, years: [{ year: 2028, cons: inputs }, { year: 2029, cons: inputs, prod: inputs }] }))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.years.1.prod' });
      expect(refusal(await api.post('PriceOffer', { offerId, years: [{ year: 2028, cons: { ...inputs, energyPrice: '1,5' } }, { year: 2029, cons: inputs }] }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'data.years.0.cons.energyPrice' });
      expect(await logLength()).toBe(before);
      await priceAsAdmin(api, offerId);
      await api.post('ReleaseOffer', { offerId, confirmed: true });
      expect(refusal(await api.post('PriceOffer', { offerId, years: await priceInputsOf(api, offerId) }))).toEqual({ status: 409, code: 'OFFER_STATE_ERROR', field: 'data.offerId' });
      await api.post('RejectOffer', { offerId }, api.carl.headers);
    });
  });

  describe('ReleaseOffer', () => {
    it('releases a priced offer on the offer day with the accepted forecasts, valid for its period', async () => {
      const offerId = await requested();
      expect(refusal(await api.post('ReleaseOffer', { offerId, confirmed: true }))).toEqual({ status: 409, code: 'PRICE_NOT_SET', field: 'data.offerId' });
      await priceAsAdmin(api, offerId);
      expect(refusal(await api.post('ReleaseOffer', { offerId, confirmed: true }, api.anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
      expect(refusal(await api.post('ReleaseOffer', { offerId }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      api.at = new Date('2027-03-10T23:00:00.000Z');
      expect(refusal(await api.post('ReleaseOffer', { offerId, confirmed: true }))).toEqual({ status: 409, code: 'OFFER_NOT_TODAY', field: 'data.offerId' });
      api.at = offerDay;
      expect((await api.post('ReleaseOffer', { offerId, confirmed: true })).statusCode).toBe(200);
      expect(await lastOf(offerStream(offerId))).toMatchObject({
        type: 'OfferReleased',
        data: { releasedAt: '2027-03-10T08:00:00.000Z', expiresAt: '2027-03-10T08:30:00.000Z', forecastVolumes: [{ year: 2028, direction: 'CONS', kwh: '236000.000' }, { year: 2029, direction: 'CONS', kwh: '236000.000' }] },
        metadata: { tenant: alphaId },
      });
      expect(refusal(await api.post('ReleaseOffer', { offerId, confirmed: true }))).toEqual({ status: 409, code: 'RELEASE_OFFER_STATE', field: 'data.offerId' });
      await api.post('RejectOffer', { offerId }, api.carl.headers);
    });

    it('refuses points without a forecast, with one not accepted, and with one short of a delivery year', async () => {
      await api.addPoint(4, { forecastYears: [2028, 2029], accept: false });
      await api.addPoint(5, { forecastYears: [2028] });
      const cases: [number, string][] = [[3, 'NO_FUTURE_PROFILE'], [4, 'OFFER_FUTURE_PROFILE_NOT_SET'], [5, 'OFFER_FUTURE_PROFILE_NOT_SET']];
      for (const [n, code] of cases) {
        const offerId = await requested({ meteringPoints: [point(1), point(n)] });
        await priceAsAdmin(api, offerId);
        expect({ n, ...refusal(await api.post('ReleaseOffer', { offerId, confirmed: true })) }).toEqual({ n, status: 409, code, field: 'data.offerId' });
        expect((await lastOf(offerStream(offerId)))?.type).toBe('OfferPriced');
        await api.post('RejectOffer', { offerId }, api.carl.headers);
      }
    });
  });

  describe('AcceptOffer, RejectOffer and ExpireOffer', () => {
    it('accepts chosen years for the offer\'s customer only, before expiry, and settles the ledger', async () => {
      const offerId = await released();
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.otto.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.offerId' });
      expect(refusal(await api.post('AcceptOffer', { offerId: '999999', years: [2028], termsAccepted: true }, api.carl.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.offerId' });
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.anna.headers))).toMatchObject({ status: 403, code: 'ERR_BAD_REQUEST' });
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028, 2031], termsAccepted: true }, api.carl.headers))).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'data.years.1' });
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: false }, api.carl.headers))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      api.at = new Date('2027-03-10T08:29:59.000Z');
      expect((await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.carl.headers)).statusCode).toBe(200);
      expect(await lastOf(offerStream(offerId))).toMatchObject({ type: 'OfferAccepted', data: { years: [2028], termsAccepted: true } });
      expect(await lastOf(customerOffersStream(api.customerId))).toMatchObject({ type: 'CustomerOfferSettled', data: { offerId } });
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2029], termsAccepted: true }, api.carl.headers))).toEqual({ status: 409, code: 'OFFER_STATE_ERROR', field: 'data.offerId' });
      expect(refusal(await api.post('RejectOffer', { offerId }, api.carl.headers))).toEqual({ status: 409, code: 'OFFER_STATE_ERROR', field: 'data.offerId' });
    });

    it('expires at expiresAt to the second (system only); an expired offer can be neither accepted nor rejected', async () => {
      const offerId = await released();
      expect(refusal(await api.post('ExpireOffer', { offerId }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      await expect(api.run('ExpireOffer', { offerId }, api.actors.system, new Date('2027-03-10T08:29:59.999Z'))).rejects.toMatchObject({ code: 'STATE_ERROR', status: 409 });
      api.at = new Date('2027-03-10T08:30:00.000Z');
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.carl.headers))).toEqual({ status: 409, code: 'OFFER_EXPIRED', field: 'data.offerId' });
      expect((await api.run('ExpireOffer', { offerId }, api.actors.system)).events).toBe(2);
      expect(await lastOf(offerStream(offerId))).toMatchObject({ type: 'OfferExpired', data: { expiredAt: '2027-03-10T08:30:00.000Z', before: 'acceptance' } });
      expect(await lastOf(customerOffersStream(api.customerId))).toMatchObject({ type: 'CustomerOfferSettled', data: { offerId } });
      expect((await api.run('ExpireOffer', { offerId }, api.actors.system)).events).toBe(0);
      api.at = offerDay;
      expect(refusal(await api.post('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.carl.headers))).toEqual({ status: 409, code: 'OFFER_EXPIRED', field: 'data.offerId' });
      expect(refusal(await api.post('RejectOffer', { offerId }, api.carl.headers))).toEqual({ status: 409, code: 'OFFER_EXPIRED', field: 'data.offerId' });
    });

    it('expires an unreleased offer when its offer day has ended', async () => {
      const offerId = await requested();
      await expect(api.run('ExpireOffer', { offerId }, api.actors.system, new Date('2027-03-10T22:59:59.000Z'))).rejects.toMatchObject({ code: 'STATE_ERROR' });
      await api.run('ExpireOffer', { offerId }, api.actors.system, new Date('2027-03-10T23:00:00.000Z'));
      expect(await lastOf(offerStream(offerId))).toMatchObject({ type: 'OfferExpired', data: { expiredAt: '2027-03-10T23:00:00.000Z', before: 'release' } });
    });

    it('rejects a released offer with its reason, for the offer\'s customer', async () => {
      const offerId = await released();
      expect(refusal(await api.post('RejectOffer', { offerId }, api.otto.headers))).toEqual({ status: 403, code: 'ERR_BAD_REQUEST', field: 'data.offerId' });
      expect((await api.post('RejectOffer', { offerId, reason: 'zu teuer' }, api.carl.headers)).statusCode).toBe(200);
      expect(await lastOf(offerStream(offerId))).toMatchObject({ type: 'OfferRejected', data: { reason: 'zu teuer' } });
      expect(await lastOf(customerOffersStream(api.customerId))).toMatchObject({ type: 'CustomerOfferSettled', data: { offerId } });
    });
  });

  describe('change flag and documents', () => {
    it('flags an accepted offer (admin or system), removes the flag with its deltas (admin), once', async () => {
      const offerId = await released();
      const deltas = [{ year: 2028, direction: 'CONS' as const, volumeDeltaKwh: '-1500', reason: 'Jahresmenge angepasst' }];
      expect(refusal(await api.post('FlagOfferChange', { offerId, deltas }))).toEqual({ status: 409, code: 'OFFER_STATE_ERROR', field: 'data.offerId' });
      await api.post('AcceptOffer', { offerId, years: [2028, 2029], termsAccepted: true }, api.carl.headers);
      expect(refusal(await api.post('FlagOfferChange', { offerId, deltas }, api.anna.headers))).toMatchObject({ status: 403 });
      expect((await api.post('FlagOfferChange', { offerId, deltas })).statusCode).toBe(200);
      expect((await api.run('FlagOfferChange', { offerId, deltas }, api.actors.system)).events).toBe(1);
      expect((await api.post('RemoveOfferChangeFlag', { offerId })).statusCode).toBe(200);
      expect(refusal(await api.post('RemoveOfferChangeFlag', { offerId }))).toEqual({ status: 409, code: 'OFFER_STATE_ERROR', field: 'data.offerId' });
      expect((await typesOf(offerStream(offerId))).slice(-4)).toEqual(['OfferAccepted', 'OfferChangeFlagged', 'OfferChangeFlagged', 'OfferChangeFlagRemoved']);
    });

    it('records the next document version only (system)', async () => {
      const offerId = await requested();
      const doc = (version: number) => ({ offerId, version, language: 'de', name: `Offerte ${offerId}`, file: 'c'.repeat(64), template: null }) as const;
      expect(refusal(await api.post('RecordOfferDocument', doc(1)))).toMatchObject({ status: 400 });
      expect((await api.run('RecordOfferDocument', doc(1), api.actors.system)).events).toBe(1);
      await expect(api.run('RecordOfferDocument', doc(3), api.actors.system)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.version' });
      await api.post('RejectOffer', { offerId }, api.carl.headers);
    });
  });

  describe('deleting a customer or partner with offers', () => {
    it('is refused on the ledgers; a customer without offers is deleted and its ledger closed', async () => {
      expect(refusal(await api.post('DeleteCustomer', { customerId: api.customerId, actingPassword }, api.anna.headers))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.customerId' });
      expect(await typesOf(customerStream(api.customerId))).toEqual(['CustomerCreated']);
      expect(refusal(await api.post('DeleteSalesPartner', { salesPartnerId: alphaId, actingPassword }))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.salesPartnerId' });
      expect((await api.post('DeleteCustomer', { customerId: api.otherCustomerId, actingPassword }, api.anna.headers)).statusCode).toBe(200);
      expect(await typesOf(customerOffersStream(api.otherCustomerId))).toEqual(['CustomerOffersClosed']);
      expect(refusal(await api.post('RequestOffer', request({ customerId: api.otherCustomerId }), api.anna.headers))).toEqual({ status: 409, code: 'STATE_ERROR', field: 'data.customerId' });
    });
  });
});
