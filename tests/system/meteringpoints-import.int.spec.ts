import { randomUUID } from 'node:crypto';
import { runSystemCommand } from '@portal/command-api';
import { customerIdOfStream, meteringPointStream, portalCatalog, principalFrom, writeMeteringPointCsv } from '@portal/events';
import { openTestSession } from '@portal/platform/testing';
import { firm } from '../../command-api/src/customer/testing/customer-fixtures.ts';
import { swissCode, swissPoint } from '../../command-api/src/metering-point/testing/metering-fixtures.ts';
import { alphaId, partner } from '../../command-api/src/sales-partner/testing/partner-fixtures.ts';
import { streamBody } from './stream-body.ts';
import { startSystem, systemOperatorToken, type System } from './system-harness.ts';

// The metering point import and checks over a real socket of the all-in-one server: a
// 10,000-row file, the import's 50 MiB limit, and the check routes served from the
// configuration read model.

describe('metering point import over HTTP', () => {
  let system: System;
  let customerId: string;
  const operator = { authorization: `Bearer ${systemOperatorToken}` };
  const importUrl = () => `${system.url}/api/meteringpoints/import?customerId=${customerId}&marketArea=CH&declared=BOTH`;

  beforeAll(async () => {
    system = await startSystem({ sessions: true });
    const catalog = portalCatalog();
    await runSystemCommand({ eventStore: system.eventStore, catalog }, 'CreateSalesPartner', partner());
    const seller = { userId: randomUUID(), role: 'salesPartner' as const, salesPartnerId: alphaId };
    customerId = customerIdOfStream((await runSystemCommand({ eventStore: system.eventStore, catalog }, 'CreateCustomer', firm({ user: { userId: randomUUID() } }), randomUUID(), seller)).streamId);
  });
  afterAll(() => system.close());

  it('imports a 10,000-row file in one command', async () => {
    const file = writeMeteringPointCsv(Array.from({ length: 10_000 }, (_, i) => swissPoint(i)));
    const res = await fetch(importUrl(), { method: 'POST', headers: { ...operator, 'content-type': 'text/csv' }, body: file });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { count: number; events: number } }).data).toMatchObject({ count: 10_000, events: 10_000 });
    expect(await system.eventStore.readStream(meteringPointStream(swissCode(9_999), 'CONS'))).toHaveLength(1);
  }, 120_000);

  it('cites a refused row by line and column and stores nothing', async () => {
    const before = await system.eventStore.head();
    const file = writeMeteringPointCsv([swissPoint(20_000), { ...swissPoint(20_001), code: 'CH12' }]);
    const res = await fetch(importUrl(), { method: 'POST', headers: { ...operator, 'content-type': 'text/csv' }, body: file });
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as { code: string; problems: { line: number; column: number; columnName: string; message: string }[] };
    expect(refusal.code).toBe('VALIDATION_ERROR');
    // Two rules refuse the code: the country rule's pattern and the structure of a Swiss point.
    expect(refusal.problems.map((p) => [p.line, p.column, p.columnName])).toEqual([[3, 1, 'METERINGCODE'], [3, 1, 'METERINGCODE']]);
    expect(refusal.problems[1]?.message).toContain('Swiss metering point');
    expect((await system.eventStore.head()).position).toBe(before.position);
  });

  it('refuses a 60 MiB body with 413 INVALID_FILE before reading it whole, and keeps serving', async () => {
    const total = 60 * 1024 * 1024;
    const answer = await streamBody(importUrl(), { ...operator, 'content-type': 'text/csv' }, total, false);
    expect(answer.sentBefore).toBeLessThan(total);
    // The 413 closes the connection; a client still writing may lose the answer to EPIPE (status 0).
    if (answer.status !== 0) expect([answer.status, (JSON.parse(answer.body) as { code: string }).code]).toEqual([413, 'INVALID_FILE']);
    expect((await system.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('serves the inline checks to a logged-in user from the configuration read model', async () => {
    if (!system.session) throw new Error('no sessions');
    const session = await openTestSession(system.session, principalFrom({ userId: randomUUID(), role: 'salesPartner', salesPartnerId: alphaId }));
    const check = await fetch(`${system.url}/api/meteringpoints/check?code=41373559241&country=DE&marketArea=DE-TENNET`, { headers: session.headers });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ data: { valid: true, kind: 'MALO', problems: [] } });
    const xCode = await fetch(`${system.url}/api/xcodes/check?code=10XCH-SWISSGRIDD`, { headers: session.headers });
    expect(((await xCode.json()) as { data: { valid: boolean } }).data.valid).toBe(false);
    expect((await fetch(`${system.url}/api/xcodes/check?code=10XCH-SWISSGRIDC`)).status).toBe(401);
  });
});
