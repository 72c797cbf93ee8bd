import { randomUUID } from 'node:crypto';
import { customerOffersStream, customerStream, offerStream, portalCatalog } from '@portal/events';
import { createPgliteEventStore, createPostgresEventStore, type SqlEventStore } from '@portal/platform';
import { freshPgSchema, whenServer } from '@portal/platform/testing';
import { swissCode } from '../metering-point/testing/metering-fixtures.ts';
import { contact, firm } from '../customer/testing/customer-fixtures.ts';
import { runSystemCommand } from '../app.ts';
import { actingPassword, offerApiForTest, type OfferApi } from './testing/offer-api-for-test.ts';
import { offerRequest } from './testing/offer-fixtures.ts';
import { priceAsAdmin } from './testing/offer-pricing-for-test.ts';

/**
 * The races issue 12 names, each with one winner: the customer's acceptance against the expiry
 * worker right at `expiresAt` (both write the offer's stream), and a request against the
 * customer's deletion (both write the customer's offer ledger). Run on PGlite always and on
 * PostgreSQL when PORTAL_PG_URL is set, where the two commands really run in parallel.
 */
const offerDay = new Date('2027-03-10T08:00:00.000Z');
const expiresAt = new Date('2027-03-10T08:30:00.000Z');
const justBefore = new Date(expiresAt.getTime() - 1);
const rounds = 6;

type Outcome = PromiseSettledResult<unknown>;
/** Runs both at once, `second` started first when `swap`; the outcomes in the order of the arguments. */
async function race(first: () => Promise<unknown>, second: () => Promise<unknown>, swap: boolean): Promise<[Outcome, Outcome]> {
  if (!swap) {
    const [a, b] = await Promise.allSettled([first(), second()]);
    return [a as Outcome, b as Outcome];
  }
  const [b, a] = await Promise.allSettled([second(), first()]);
  return [a as Outcome, b as Outcome];
}
const codeOf = (outcome: Outcome): string | undefined => (outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : undefined);

function raceSuite(storeName: string, open: () => Promise<{ store: SqlEventStore; drop: () => Promise<void> }>): void {
  describe(`offer races on ${storeName}`, () => {
    let api: OfferApi;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await open();
      drop = opened.drop;
      api = await offerApiForTest({ eventStore: opened.store, at: offerDay });
    });
    afterAll(async () => {
      await api.close();
      await drop();
    });

    const types = async (stream: string) => (await api.eventStore.readStream(stream)).map((e) => e.type);

    it('AcceptOffer against ExpireOffer at expiresAt: exactly one of OfferAccepted and OfferExpired, settled once', async () => {
      for (let round = 0; round < rounds; round += 1) {
        const request = offerRequest({ customerId: api.customerId, meteringPoints: [{ code: swissCode(1), direction: 'CONS' }] });
        const offerId = (await api.run('RequestOffer', request, api.actors.anna, offerDay)).streamId.replace('offer-', '');
        await priceAsAdmin(api, offerId);
        await api.run('ReleaseOffer', { offerId, confirmed: true }, api.actors.admin, offerDay);
        const accept = () => api.run('AcceptOffer', { offerId, years: [2028], termsAccepted: true }, api.actors.carl, justBefore);
        const expire = () => api.run('ExpireOffer', { offerId }, api.actors.system, expiresAt);
        // Who starts first alternates, so both orders of the race are tried.
        const [a, e] = await race(accept, expire, round % 2 === 1);
        const settled = (await types(offerStream(offerId))).filter((t) => t === 'OfferAccepted' || t === 'OfferExpired');
        expect(settled).toHaveLength(1);
        const ledger = (await api.eventStore.readStream(customerOffersStream(api.customerId))).filter((ev) => ev.type === 'CustomerOfferSettled' && (ev.data as { offerId: string }).offerId === offerId);
        expect(ledger).toHaveLength(1);
        if (settled[0] === 'OfferAccepted') {
          // The expiry came second and found nothing to do.
          expect(e).toMatchObject({ status: 'fulfilled', value: { events: 0 } });
        } else {
          expect(codeOf(a)).toBe('OFFER_EXPIRED');
        }
        expect([a, e].filter((o) => o.status === 'rejected' && codeOf(o) === undefined)).toEqual([]);
      }
    }, 120_000);

    it('RequestOffer against DeleteCustomer: either the offer or the deletion, never both', async () => {
      for (let round = 0; round < rounds; round += 1) {
        const base = { eventStore: api.eventStore, catalog: api.deps.catalog, personalData: api.deps.personalData };
        const created = await runSystemCommand(base, 'CreateCustomer', firm({ firmname: `Wettlauf ${round} AG`, contact: contact({ mail: `race${round}@wettlauf.ch` }), user: { userId: randomUUID() } }), randomUUID(), api.actors.anna);
        const customerId = created.streamId.replace('customer-', '');
        const n = 100 + round;
        await api.addPoint(n, { forecastYears: [2028, 2029], customerId });
        const request = () => api.run('RequestOffer', offerRequest({ customerId, meteringPoints: [{ code: swissCode(n), direction: 'CONS' }] }), api.actors.anna, offerDay);
        const remove = () => api.run('DeleteCustomer', { customerId, actingPassword }, api.actors.anna, offerDay);
        const [r, d] = await race(request, remove, round % 2 === 1);
        const ledger = await types(customerOffersStream(customerId));
        const customer = await types(customerStream(customerId));
        if (r.status === 'fulfilled') {
          expect(codeOf(d)).toBe('STATE_ERROR');
          expect(ledger).toEqual(['CustomerOfferOpened']);
          expect(customer).toEqual(['CustomerCreated']);
        } else {
          expect(codeOf(r)).toBe('STATE_ERROR');
          expect(d.status).toBe('fulfilled');
          expect(ledger).toEqual(['CustomerOffersClosed']);
          expect(customer).toEqual(['CustomerCreated', 'CustomerDeleted']);
        }
      }
    }, 120_000);
  });
}

raceSuite('PGlite', async () => ({ store: await createPgliteEventStore({ catalog: portalCatalog() }), drop: async () => undefined }));

whenServer('PORTAL_PG_URL', 'offer races: postgres', (base) => {
  raceSuite('PostgreSQL', async () => {
    const db = await freshPgSchema(base);
    return { store: await createPostgresEventStore(db.url, { catalog: portalCatalog() }), drop: db.drop };
  });
});
