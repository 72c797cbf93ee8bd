import type { KeysetPageOf, MeteringPointRow } from '@portal/events/read-contracts';
import type { RowChange } from '@/lib/realtime-rules.ts';
import type { Patcher, PatchResult } from '@/lib/row-patches.ts';
import { meteringPointKey } from './metering-point-query.ts';

// recalcMeteringPoint carries the changed row. A point has no id of its own (it is a code in a
// direction), so the cached answers find it by that pair in the row itself, whatever the
// message's dbId looks like. A change without a row (a removal) or a row that does not fit
// the contract refetches.

type Guard = (value: unknown) => value is MeteringPointRow;

const stale = { kind: 'stale' } as const;
const untouched = { kind: 'untouched' } as const;

function rowOf(change: RowChange, isRow: Guard): MeteringPointRow | 'stale' {
  return change.row !== undefined && isRow(change.row) ? change.row : 'stale';
}

/**
 * A keyset page: the row is replaced where it stands; a row the page does not hold may belong
 * to it (a new point, a filter now matching), so the page refetches.
 *
 * @example pointPagePatch(conforms(MeteringPointRow))
 */
export function pointPagePatch(isRow: Guard): Patcher<KeysetPageOf<MeteringPointRow>, unknown> {
  return (page, change): PatchResult<KeysetPageOf<MeteringPointRow>> => {
    const row = rowOf(change, isRow);
    if (row === 'stale') return stale;
    const at = page.rows.findIndex((held) => meteringPointKey(held) === meteringPointKey(row));
    if (at < 0) return stale;
    return { kind: 'patched', data: { ...page, rows: page.rows.with(at, row) } };
  };
}

/** One point's detail: replaced by its own row, untouched by others'. */
export function pointDetailPatch(isRow: Guard): Patcher<MeteringPointRow, unknown> {
  return (current, change): PatchResult<MeteringPointRow> => {
    if (change.row === undefined) return stale;
    const row = rowOf(change, isRow);
    if (row === 'stale') return stale;
    return meteringPointKey(row) === meteringPointKey(current) ? { kind: 'patched', data: row } : untouched;
  };
}
