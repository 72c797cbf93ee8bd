import { randomUUID } from 'node:crypto';
import { createHttpServer, createSqlBlobStore, createSqlSessionStore, InProcessBus, SessionTokens, type SessionVerifier } from '@portal/platform';
import { allViews, createPgReadStore, OfferTableProjection, ProjectionEngine, waitForCheckpoint } from '@portal/projections';
import { swissCode } from '../../command-api/src/metering-point/testing/metering-fixtures.ts';
import { offerApiForTest } from '../../command-api/src/offer/testing/offer-api-for-test.ts';
import { offerRequest } from '../../command-api/src/offer/testing/offer-fixtures.ts';
import { priceAsAdmin } from '../../command-api/src/offer/testing/offer-pricing-for-test.ts';
import { queryApi } from '../../query-api/src/app.ts';
import { authenticatedSocket } from '../system/socket-client.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { percentile } from './lib/command-to-socket.ts';

/** The offer day of every offer here (09:00 in Zurich): a release is allowed on it only. */
const offerDay = new Date('2027-03-10T08:00:00.000Z');
const rounds = 60;
const warmup = 10;

/**
 * Issue 12 point 7, `offers.release_to_grid.p99`: from the admin's ReleaseOffer command (POST
 * /api/commands) to the customer's open socket receiving `recalcOfferTableCU` with the offer's
 * row in state released (what its grid patches in place), one offer at a time. The command API,
 * the projection engine with every view, the offer table and the query API with its socket run
 * in this process on the bench's database, as in `npm start`. Each round requests and prices a
 * fresh offer first (not timed) and rejects it afterwards, so the customer's pending offers stay
 * under the limit. The ceiling is the command alone (the same POST, answered): the target is
 * under 50 ms.
 */
export default defineBench({
  figures: ['offers.release_to_grid.p99'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const api = await offerApiForTest({ eventStore, at: offerDay });
    const readStore = await createPgReadStore(eventStore.sql);
    const bus = new InProcessBus();
    const engine = new ProjectionEngine({ eventStore, readStore, bus }).register(...allViews);
    await engine.start();
    const offerTable = new OfferTableProjection({ eventStore, sql: eventStore.sql });
    await offerTable.start();
    // The command API's test sessions are signed with this key; the query API checks them alike.
    const sessions: SessionVerifier = { tokens: new SessionTokens('test-credentials-key-of-32-characters'), sessions: await createSqlSessionStore(eventStore.sql) };
    const query = await createHttpServer({ logger: false, title: 'bench query' });
    await query.register(queryApi, { eventStore, readStore, bus, blobStore: await createSqlBlobStore(eventStore.sql), sessions, clock: () => api.at });
    const url = await query.listen({ port: 0, host: '127.0.0.1' });
    const grid = await authenticatedSocket(url, 'alpha.localhost', api.carl.cookie);
    if (grid.auth.role !== 'customer') throw new Error(`the customer's socket is not logged in: ${JSON.stringify(grid.auth)}`);

    const latencies: number[] = [];
    const commandOnly: number[] = [];
    try {
      for (let i = 0; i < rounds + warmup; i++) {
        const requested = await api.post('RequestOffer', offerRequest({ customerId: api.customerId, meteringPoints: [{ code: swissCode(1), direction: 'CONS' }, { code: swissCode(2), direction: 'CONS' }] }), api.anna.headers);
        if (requested.statusCode !== 200) throw new Error(`RequestOffer: ${requested.statusCode} ${requested.body}`);
        const offerId = (requested.json().data.streamId as string).replace('offer-', '');
        await priceAsAdmin(api, offerId);
        await waitForCheckpoint(readStore, 'offers', await eventStore.head());
        const commandId = randomUUID();
        const seen = grid.next((m) => m.type === 'recalcOfferTableCU' && m.dbId === offerId && (m.row as { status?: string } | undefined)?.status === 'released', 10_000);
        const started = performance.now();
        const released = await api.post('ReleaseOffer', { offerId, confirmed: true }, undefined, commandId);
        const answered = performance.now();
        if (released.statusCode !== 200) throw new Error(`ReleaseOffer: ${released.statusCode} ${released.body}`);
        const message = await seen;
        const arrived = performance.now();
        if (message.messageId !== commandId) throw new Error(`the row came with message ${String(message.messageId)}, not the release's ${commandId}`);
        if (i >= warmup) {
          latencies.push(arrived - started);
          commandOnly.push(answered - started);
        }
        const rejected = await api.post('RejectOffer', { offerId }, api.carl.headers);
        if (rejected.statusCode !== 200) throw new Error(`RejectOffer: ${rejected.statusCode} ${rejected.body}`);
        grid.seen.length = 0;
      }
    } finally {
      grid.socket.close();
      await query.close();
      await offerTable.stop();
      await engine.stop();
      await bus.close();
      // Not api.close(): the event store is the bench database's, closed by the runner.
      await api.app.close();
    }
    latencies.sort((a, b) => a - b);
    commandOnly.sort((a, b) => a - b);
    progress(`offers.release_to_grid: ${rounds} releases; p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms; the command alone p50 ${percentile(commandOnly, 50).toFixed(2)} ms, p99 ${percentile(commandOnly, 99).toFixed(2)} ms`);
    report(lowerIsBetter('offers.release_to_grid.p99', percentile(latencies, 99), percentile(commandOnly, 99), 'ms'));
  },
});
