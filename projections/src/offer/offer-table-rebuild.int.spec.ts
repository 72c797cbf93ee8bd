import { offerRequestedData, testEvent } from '@portal/events/testing';
import { offerStream } from '@portal/events';
import type { SqlEventStore } from '@portal/platform';
import { eventually } from '../testing/expect-model.ts';
import { sqlTargets, type SqlTarget } from '../testing/targets.ts';
import { OfferTableProjection } from './offer-table-projection.ts';
import { OfferTableReader } from './offer-table-query.ts';

const alpha = '0b8f6a52-6a3e-4c1e-9a57-3f1d2a00a001';

describe.each(sqlTargets)('offer table rebuilt by another process while a server follows the log ($name)', (factory) => {
  let target: SqlTarget;
  beforeAll(async () => (target = await factory.open()));
  afterAll(() => target.teardown());

  it('the rebuild catches up with what the server wrote between its last read and its switch, and the server follows on', async () => {
    const { eventStore } = target;
    const request = (n: number) => eventStore.append(offerStream(String(600000 + n)), [testEvent('OfferRequested', offerRequestedData(String(600000 + n), '200001', alpha))], { expectedRevision: 'any' });
    for (let n = 1; n <= 5; n++) await request(n);
    const reader = new OfferTableReader(eventStore.sql);
    const caughtUp = async () => (await reader.position()) === (await eventStore.head()).position;
    const server = new OfferTableProjection({ eventStore, sql: eventStore.sql });
    await server.start();
    await eventually(caughtUp, 20_000, 'the server caught up');

    // The CLI's last read finds the end of the log; before it switches, offer 6 arrives and the server writes it.
    const cli = Object.create(eventStore, {
      readAll: {
        value: async (options: Parameters<SqlEventStore['readAll']>[0]) => {
          const batch = await eventStore.readAll(options);
          if (batch.length === 0 && !(await reader.read({ filter: { offerId: '600006' }, direction: 'desc', limit: 1 })).length) {
            await request(6);
            await eventually(caughtUp, 20_000, 'the server wrote offer 6');
          }
          return batch;
        },
      },
    }) as SqlEventStore;
    const result = await new OfferTableProjection({ eventStore: cli, sql: eventStore.sql }).rebuild();
    // It saw the server ahead at the switch, read offer 6 too, and switched with it: no step back.
    expect(result).toMatchObject({ generation: 2, previous: 1, events: 6 });
    expect((await reader.read({ filter: {}, direction: 'desc', limit: 20 })).map((h) => h.offerId)).toContain('600006');
    expect(await caughtUp()).toBe(true);

    await request(7);
    await eventually(caughtUp, 20_000, 'the server followed on');
    expect((await reader.read({ filter: {}, direction: 'desc', limit: 20 })).map((h) => h.offerId).sort()).toEqual(['600001', '600002', '600003', '600004', '600005', '600006', '600007']);
    expect(server.status()).toMatchObject({ running: true, failure: null });
    await server.stop();
  });
});
