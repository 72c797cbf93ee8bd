import { randomUUID } from 'node:crypto';
import { commandApi, runSystemCommand } from '@portal/command-api';
import { customerIdOfStream, defaultPlatformConfig, portalCatalog, writeMeteringPointCsv, type MeteringPointInput } from '@portal/events';
import { createHttpServer } from '@portal/platform';
import { firm } from '../../command-api/src/customer/testing/customer-fixtures.ts';
import { swissPoint } from '../../command-api/src/metering-point/testing/metering-fixtures.ts';
import { alphaId, partner } from '../../command-api/src/sales-partner/testing/partner-fixtures.ts';
import { defineBench, progress, type Measured } from './lib/bench.ts';
import type { RawClient } from './lib/database.ts';
import { versusRuns } from './lib/measure.ts';

const rows = 10_000;
const repetitions = 3;
const operatorToken = 'bench-operator-token';

/** Each run imports new codes: a code already registered would be refused as a duplicate. */
const pointsOf = (run: number): MeteringPointInput[] => Array.from({ length: rows }, (_, i) => swissPoint(run * rows + i, { yearlyQuantityKwh: `${1000 + i}.5` }));

/** The same rows in COPY's text format (tab-separated), the ceiling's input. */
function copyText(points: readonly MeteringPointInput[]): string {
  return points
    .map((p) => [p.code, p.yearlyQuantityKwh, p.address.street, p.address.streetNr, p.address.place, p.address.zipCode, p.address.country, p.address.countryState, p.direction === 'CONS' ? '1' : '2'].join('\t'))
    .join('\n')
    .concat('\n');
}

async function rawCopy(client: RawClient, points: readonly MeteringPointInput[]): Promise<number> {
  await client.query('TRUNCATE bench_meteringpoints_raw');
  await client.copyFrom('bench_meteringpoints_raw (code, yearly_kwh, street, street_nr, place, zip_code, country, country_state, type)', copyText(points));
  return points.length;
}

/**
 * `POST /api/meteringpoints/import` of a 10,000-row file (decoding, parsing, the rules, reading
 * 20,000 streams and one append of 10,000 events) against COPY of the same 10,000 rows into a
 * plain table on the same database. Rows per second; the ratio is ceiling / value, so above 1
 * means slower than the bare COPY (by how many times).
 */
export default defineBench({
  figures: ['meteringpoints.import.10000'],
  async run(db, report) {
    const eventStore = await db.eventStore();
    const catalog = portalCatalog();
    const [client] = await db.rawClients(1);
    if (!client) throw new Error('no raw client');
    await client.query(`CREATE TABLE bench_meteringpoints_raw (
      code text PRIMARY KEY, yearly_kwh numeric NOT NULL, street text NOT NULL, street_nr text NOT NULL, place text NOT NULL,
      zip_code text NOT NULL, country text NOT NULL, country_state text NOT NULL, type smallint NOT NULL)`);
    await runSystemCommand({ eventStore, catalog }, 'SeedPlatformConfig', { lists: defaultPlatformConfig });
    await runSystemCommand({ eventStore, catalog }, 'CreateSalesPartner', partner());
    const seller = { userId: randomUUID(), role: 'salesPartner' as const, salesPartnerId: alphaId };
    const customerId = customerIdOfStream((await runSystemCommand({ eventStore, catalog }, 'CreateCustomer', firm({ user: { userId: randomUUID() } }), randomUUID(), seller)).streamId);
    const app = await createHttpServer({ logger: false, title: 'bench', operatorToken });
    await app.register(commandApi, { eventStore, catalog, operatorToken });
    await app.ready();

    progress(`meteringpoints.import.10000: CSV import of ${rows} rows vs COPY of the same rows, ${repetitions} runs each`);
    let importRun = 0;
    let copyRun = 0;
    try {
      const { value, ceiling } = await versusRuns(
        async () => {
          const file = writeMeteringPointCsv(pointsOf(importRun++));
          const res = await app.inject({
            method: 'POST',
            url: `/api/meteringpoints/import?customerId=${customerId}&marketArea=CH&declared=CONS`,
            headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/csv' },
            payload: file,
          });
          if (res.statusCode !== 200) throw new Error(`import refused: ${res.statusCode} ${res.body.slice(0, 300)}`);
          return (res.json() as { data: { count: number } }).data.count;
        },
        async () => rawCopy(client, pointsOf(copyRun++)),
        repetitions,
        { subject: 'import', ceiling: 'COPY' },
      );
      const figure: Measured = { name: 'meteringpoints.import.10000', value: Math.round(value), unit: 'rows/s', ceiling: Math.round(ceiling), ratio: value > 0 ? Number((ceiling / value).toFixed(2)) : 0 };
      report(figure);
    } finally {
      await app.close();
    }
  },
});
