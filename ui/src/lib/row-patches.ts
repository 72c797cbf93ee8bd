import type { KeysetPageOf } from '@portal/events/read-contracts';
import type { Static, TSchema } from 'typebox';
import type { RowChange } from './realtime-rules.ts';
import { schemaAccepts, schemaChecksLoaded } from './schema-checks.ts';

// What a socket message with a row (recalcCustomer, recalcUser, recalcSalesPartner) means for
// one cached answer, as pure functions: patched in place, untouched, or stale (refetch). A row
// is taken only when it is what the read contract says; anything else refetches.

export type PatchResult<Data> = { kind: 'patched'; data: Data } | { kind: 'untouched' } | { kind: 'stale' };
export type Patcher<Data, Arg> = (data: Data, change: RowChange, arg: Arg) => PatchResult<Data>;

const untouched = { kind: 'untouched' } as const;
const stale = { kind: 'stale' } as const;

/**
 * A guard that a socket value is what the read contract `schema` says. Before the checker has
 * loaded (`loadSchemaChecks`, awaited by `patchFromSocket`) nothing fits: a refetch.
 */
export const conforms =
  <T extends TSchema>(schema: T) =>
  (value: unknown): value is Static<T> =>
    schemaChecksLoaded() && schemaAccepts(schema, value);
type Guard<Row> = (value: unknown) => value is Row;

/** The change's row or detail as the contract's type; 'invalid' when it does not fit. */
function contractValue<Row>(isRow: Guard<Row>, value: unknown): Row | undefined | 'invalid' {
  if (value === undefined) return undefined;
  return isRow(value) ? value : 'invalid';
}

interface Identified {
  id: string;
}

/**
 * A list in an order: the row is replaced where it stands while its sort key stays; a row that
 * moves, is new here (`belongs`, its place unknown) or is gone (a change without row) refetches.
 */
function patchRows<Row extends Identified>(rows: readonly Row[], id: string, row: Row | undefined, sortKey: (row: Row) => string, belongs: (row: Row) => boolean): PatchResult<Row[]> {
  const at = rows.findIndex((r) => r.id === id);
  const held = rows[at];
  if (held === undefined) return row !== undefined && belongs(row) ? stale : untouched;
  if (row === undefined || sortKey(held) !== sortKey(row)) return stale;
  return { kind: 'patched', data: rows.with(at, row) };
}

/**
 * A keyset page of contract rows in `sortKey` order. A row missing from the page may belong to
 * it or to another page: the page cannot tell, so it refetches.
 *
 * @example pagePatch(conforms(CustomerRow), (row) => row.customername)
 */
export function pagePatch<Row extends Identified>(isRow: Guard<Row>, sortKey: (row: NoInfer<Row>) => string): Patcher<KeysetPageOf<Row>, unknown> {
  return (page, change) => {
    const row = contractValue(isRow, change.row);
    if (row === 'invalid') return stale;
    const rows = patchRows(page.rows, change.id, row, sortKey, () => true);
    return rows.kind === 'patched' ? { kind: 'patched', data: { ...page, rows: rows.data } } : rows;
  };
}

/**
 * A whole list (no paging) of contract rows in `sortKey` order; `belongs` says whether a row
 * it does not hold is one of its rows (a new one) for the list's argument.
 */
export function listPatch<Row extends Identified, Arg>(isRow: Guard<Row>, sortKey: (row: NoInfer<Row>) => string, belongs: (row: NoInfer<Row>, arg: Arg, rows: readonly NoInfer<Row>[]) => boolean): Patcher<Row[], Arg> {
  return (rows, change, arg) => {
    const row = contractValue(isRow, change.row);
    if (row === 'invalid') return stale;
    return patchRows(rows, change.id, row, sortKey, (r) => belongs(r, arg, rows));
  };
}

/** The user lists' order (query-api user-routes: name, then prename). */
export const userSortKey = (row: { name: string; prename: string }): string => `${row.name}\u0000${row.prename}`;

/** A single answer (a detail page) of the change's row: replaced by the change's `detail` or `row`. */
export function detailPatch<Detail extends Identified>(isDetail: Guard<Detail>, from: 'detail' | 'row'): Patcher<Detail, unknown> {
  return (current, change) => {
    if (current.id !== change.id) return untouched;
    const detail = contractValue(isDetail, change[from]);
    if (detail === 'invalid') return stale;
    // Without it (a removed row) the message itself invalidates.
    return detail === undefined ? untouched : { kind: 'patched', data: detail };
  };
}
