import type { KeysetPageOf, OfferRow, OfferTablePage, OfferTableRequest } from '@portal/events/read-contracts';
import { DateTime } from 'luxon';
import type { KeysetCursor } from '@/components/grid/keyset-paging.ts';
import { ROWS_PER_PAGE, TIME_ZONE } from '@/config/constants.ts';
import { fillPath, paths } from '@/config/paths.ts';
import type { RowChange } from '@/lib/realtime-rules.ts';
import type { Patcher, PatchResult } from '@/lib/row-patches.ts';

// The admin's open offer tasks (tasks-management/offer) as pure functions: the body of
// `POST /apiadmin/getOfferTableKeyset` for a cursor, its answer as the grid's keyset page, the
// socket patch of a cached page and the task's path.

/** The offers that still wait for the admin: not priced yet, or priced and not released. */
export const openTaskStatuses = ['requested', 'priced'] as const satisfies OfferRow['status'][];

/**
 * The task type of an offer task (`/tasks-management/offer/{offerId}/edit/{taskTypeId}`). The
 * spec names the parameter without its values; offers have one task, pricing and release, and
 * it is 1. Any other value is the not-found state.
 */
export const PRICING_TASK = '1';

export const offerTaskPath = (offerId: string): string => fillPath(paths.tasks.offerEdit, { offerId, taskTypeId: PRICING_TASK });
export const offerTimeSeriesPath = (offerId: string): string => fillPath(paths.tasks.offerTimeSeries, { offerId });

/**
 * The table call for a keyset cursor: `nextStep` reads after `lastKey`, `previousStep` before
 * `firstKey`, neither the first page; newest offers first.
 *
 * @example offerTaskRequest({ kind: 'after', key: 'k' }, 'de').lastKey // 'k' (nextStep true)
 */
export function offerTaskRequest(cursor: KeysetCursor, language: string): OfferTableRequest {
  return {
    rowsPerPage: ROWS_PER_PAGE,
    firstKey: cursor.kind === 'before' ? cursor.key : null,
    lastKey: cursor.kind === 'after' ? cursor.key : null,
    previousStep: cursor.kind === 'before',
    nextStep: cursor.kind === 'after',
    language: language.slice(0, 2),
    direction: 'desc',
    searchObj: { statusId: [...openTaskStatuses] },
  };
}

/** The answer's rows (`data.data`) as the page the keyset grid shows. */
export function offerPageOf(answer: OfferTablePage): KeysetPageOf<OfferRow> {
  return { rows: answer.data, firstKey: answer.firstKey, lastKey: answer.lastKey, hasNext: answer.hasNext, hasPrevious: answer.hasPrevious };
}

/** Today in the portal's zone (spec section 9's Swiss days), as the offer date is written. */
export const todayOf = (now: Date): string => DateTime.fromJSDate(now, { zone: TIME_ZONE }).toISODate() ?? '';

/** An offer of today: the only day it can be released (OFFER_NOT_TODAY), so the list marks it. */
export const isOfferOfDay = (row: Pick<OfferRow, 'offerDate'>, today: string): boolean => row.offerDate === today;

/** The table's order: offer date and time, then the number. */
const sortKey = (row: OfferRow): string => `${row.offerDateTime}\u0000${row.offerId}`;

type Guard = (value: unknown) => value is OfferRow;
const stale = { kind: 'stale' } as const;
const untouched = { kind: 'untouched' } as const;

/**
 * A cached page of open tasks and a `recalcOfferTable` row. A held row is replaced where it
 * stands, so a released offer stays in view with its new state until the page is read again;
 * one whose time moved, or an open task the page does not hold (a new request), refetches; a
 * row that is no task (released, accepted, ... elsewhere) leaves the page alone.
 *
 * @example offerTaskPatch(conforms(OfferRow))(page, { topic: 'OFFER', id: '500001', row }, args)
 */
export function offerTaskPatch(isRow: Guard): Patcher<KeysetPageOf<OfferRow>, unknown> {
  return (page, change: RowChange): PatchResult<KeysetPageOf<OfferRow>> => {
    if (change.row === undefined || !isRow(change.row)) return stale;
    const row = change.row;
    const at = page.rows.findIndex((held) => held.offerId === row.offerId);
    const held = page.rows[at];
    if (held === undefined) return (openTaskStatuses as readonly string[]).includes(row.status) ? stale : untouched;
    if (sortKey(held) !== sortKey(row)) return stale;
    return { kind: 'patched', data: { ...page, rows: page.rows.with(at, row) } };
  };
}
