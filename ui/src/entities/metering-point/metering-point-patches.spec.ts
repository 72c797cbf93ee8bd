import { MeteringPointRow } from '@portal/events/read-contracts';
import { conforms } from '@/lib/row-patches.ts';
import { pointRow } from './metering-point-fixtures.ts';
import { pointDetailPatch, pointPagePatch } from './metering-point-patches.ts';
import { loadSchemaChecks } from '@/lib/schema-checks.ts';

beforeAll(loadSchemaChecks);

const isRow = conforms(MeteringPointRow);
const page = { rows: [pointRow(), pointRow({ code: '41373559241', direction: 'PROD' }), pointRow({ code: 'CH1234512345000000000000000000012' })], firstKey: 'a', lastKey: 'c', hasNext: true, hasPrevious: false };
const change = (row: unknown) => ({ topic: 'METERING_POINT' as const, id: 'whatever', row: row as Record<string, unknown> | undefined });

describe('recalcMeteringPoint on cached metering point reads', () => {
  it('replaces the row of the same code and direction where it stands', () => {
    const changed = pointRow({ direction: 'PROD', yearlyQuantityKwh: '5000' });
    const result = pointPagePatch(isRow)(page, change(changed), undefined);
    expect(result.kind).toBe('patched');
    if (result.kind !== 'patched') return;
    expect(result.data.rows.map((r) => r.yearlyQuantityKwh)).toEqual(['1234567.5', '5000', '1234567.5']);
    expect(result.data.lastKey).toBe('c');
  });

  it('refetches for a point the page does not hold, a change without row, or a row off the contract', () => {
    expect(pointPagePatch(isRow)(page, change(pointRow({ code: '51238696781' })), undefined)).toEqual({ kind: 'stale' });
    expect(pointPagePatch(isRow)(page, change(undefined), undefined)).toEqual({ kind: 'stale' });
    expect(pointPagePatch(isRow)(page, change({ code: '41373559241', direction: 'CONS' }), undefined)).toEqual({ kind: 'stale' });
  });

  it("patches a detail only with its own point's row", () => {
    const current = pointRow();
    const changed = pointRow({ interruption: { from: '2027-03-01', to: '2027-03-31' } });
    expect(pointDetailPatch(isRow)(current, change(changed), undefined)).toEqual({ kind: 'patched', data: changed });
    expect(pointDetailPatch(isRow)(current, change(pointRow({ direction: 'PROD' })), undefined)).toEqual({ kind: 'untouched' });
    expect(pointDetailPatch(isRow)(current, change(undefined), undefined)).toEqual({ kind: 'stale' });
  });
});
