import { portalCatalog } from '@portal/events';
import { testEvent } from '@portal/events/testing';
import { createHttpServer } from '@portal/platform';
import type { FastifyInstance } from 'fastify';
import { commandApi } from '../../command-api/src/app.ts';
import { defineBench, lowerIsBetter, progress } from './lib/bench.ts';
import { versus } from './lib/measure.ts';

const total = 10_000;
const coldRuns = 5;
const streamId = 'meteringPoint-CH1234567890100000000000000000042-CONS';
const token = 'bench-operator-token';
const key = { code: 'CH1234567890100000000000000000042', direction: 'CONS' };
const address = { street: 'Seestrasse', streetNr: '5', place: 'Zürich', zipCode: '8002', country: 'CH', countryState: 'ZH' };

/** A command API of its own: a new one starts with no fold checkpoints, as after a restart. */
async function auditApp(eventStore: Parameters<typeof commandApi>[1]['eventStore']): Promise<FastifyInstance> {
  const app = await createHttpServer({ logger: false, title: 'bench audit', operatorToken: token });
  await app.register(commandApi, { eventStore, catalog: portalCatalog(), operatorToken: token });
  await app.ready();
  return app;
}

/**
 * Issue 14, `audit.asof.10k`: GET /api/audit/streams/{streamId}?asOf=<position> on a metering
 * point stream of 10,000 events (its registration and 9,999 yearly quantity changes, folded by
 * the forecast decider), as of its event 9,990: the operator's authentication, the AuditRead
 * appended first, the moment resolved, the fold from the nearest checkpoint (every 1000 events,
 * ADR 26) and the answer. The ceiling is the bare SQL that reads the 991 rows that fold reads;
 * the target is under 50 ms. `.cold` is the first as-of of a process that has no checkpoints
 * yet: it reads and folds the whole stream, beside the bare read of the stream's 10,000 rows.
 */
export default defineBench({
  figures: ['audit.asof.10k', 'audit.asof.10k.cold'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const [raw] = await db.rawClients(1);
    progress(`audit.asof.10k: seeding a stream of ${total} events`);
    const registered = testEvent('MeteringPointRegistered', { ...key, customerId: '100001', salesPartnerId: '0b8f6a52-6a3e-4c1e-9a57-3f1d2a000001', marketArea: 'CH', yearlyQuantityKwh: '12000', address, deliveryFrom: null, deliveryTo: null, source: 'FORM', replaces: null });
    const changes = Array.from({ length: total - 1 }, (_, i) => testEvent('MeteringPointYearlyQuantityChanged', { ...key, yearlyQuantityKwh: String(12_000 + i), validFrom: '2026-01-01' }));
    const events = [registered, ...changes];
    for (let i = 0; i < events.length; i += 1000) await eventStore.append(streamId, events.slice(i, i + 1000), { expectedRevision: 'any' });
    const [target] = await eventStore.readStream(streamId, { fromRevision: 9_990n, maxCount: 1 });
    if (!target) throw new Error('the stream has no event 9990');
    const url = `/api/audit/streams/${streamId}?asOf=${target.globalPosition}`;
    const expected = String(12_000 + 9_989);

    const asOf = async (app: FastifyInstance): Promise<number> => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const data = res.statusCode === 200 ? (res.json().data as { asOf: { revision: number }; state: { point: { yearlyQuantityKwh: string } } }) : null;
      if (data?.asOf.revision !== 9_990 || data.state.point.yearlyQuantityKwh !== expected) throw new Error(`as-of answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      return 1;
    };
    const sql = 'SELECT global_position, stream_revision, event_type, data, metadata, recorded_at FROM es_events WHERE stream_id = $1 ORDER BY stream_revision';
    const bare = async (): Promise<number> => {
      const { rows } = await raw!.query(sql, [streamId], 'audit_stream_rows');
      if (rows.length !== total) throw new Error(`the bare query read ${rows.length} rows`);
      return 1;
    };
    // With checkpoints the fold starts after the nearest one (revision 8,999) and reads revisions
    // 9,000 to 9,990: the warm figure's ceiling reads just those rows.
    const spanSql = 'SELECT global_position, stream_revision, event_type, data, metadata, recorded_at FROM es_events WHERE stream_id = $1 AND stream_revision BETWEEN $2 AND $3 ORDER BY stream_revision';
    const bareSpan = async (): Promise<number> => {
      const { rows } = await raw!.query(spanSql, [streamId, 9_000, 9_990], 'audit_stream_span');
      if (rows.length !== 991) throw new Error(`the bare span query read ${rows.length} rows`);
      return 1;
    };

    progress(`audit.asof.10k.cold: ${coldRuns} first as-of reads of fresh command APIs vs the bare read`);
    let cold = 0;
    let coldCeiling = 0;
    for (let i = 0; i < coldRuns; i++) {
      const app = await auditApp(eventStore);
      let started = performance.now();
      await asOf(app);
      cold += performance.now() - started;
      started = performance.now();
      await bare();
      coldCeiling += performance.now() - started;
      await app.close();
    }
    progress(`  cold as-of ${(cold / coldRuns).toFixed(1)} ms, bare read ${(coldCeiling / coldRuns).toFixed(1)} ms`);
    report(lowerIsBetter('audit.asof.10k.cold', cold / coldRuns, coldCeiling / coldRuns, 'ms'));

    progress('audit.asof.10k: as-of with checkpoints vs the bare read of the events it folds');
    const app = await auditApp(eventStore);
    await asOf(app);
    const { value, ceiling } = await versus({ label: 'as-of route', workers: [() => asOf(app)] }, { label: 'bare read from the checkpoint', workers: [bareSpan] });
    report(lowerIsBetter('audit.asof.10k', 1000 / value, 1000 / ceiling, 'ms'));
    await app.close();
  },
});
