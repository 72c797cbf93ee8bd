import { validationError } from '@portal/events';
import type { KeysetPageOf, MeteringPointRow } from '@portal/events/read-contracts';
import { documentsOf, meteringPointRowOf, meteringPointsView, type MeteringPointDoc, type ReadStore, type TextMatch } from '@portal/projections';
import type { KeysetQuery, KeysetSource, PagingScope } from '../customers/index.ts';
import { customerNames, scanBatch } from './metering-point-scope.ts';

/** Where a scan starts: after (or, backwards, before) this code and document id. */
type Cursor = readonly [code: string, id: string] | undefined;

/**
 * The points of a scope in code order (the two directions of a code by id), forwards or
 * backwards from a cursor, in batches; with `textMatch` only those the search finds (the store
 * filters). A page reads just what the caller takes: one keyset query.
 */
export async function* scanPoints(
  readStore: ReadStore,
  where: Readonly<Record<string, string>>,
  options: { backwards?: boolean; from?: Cursor; textMatch?: readonly TextMatch[]; batch?: number } = {},
): AsyncGenerator<MeteringPointDoc> {
  const batch = options.batch ?? scanBatch;
  let cursor = options.from;
  for (;;) {
    const docs = await documentsOf(readStore, meteringPointsView, {
      where: { ...where },
      ...(options.textMatch ? { textMatch: options.textMatch } : {}),
      orderBy: 'code',
      direction: options.backwards ? 'desc' : 'asc',
      after: cursor?.[0],
      afterId: cursor?.[1],
      limit: batch,
    });
    yield* docs;
    const last = docs.at(-1);
    if (docs.length < batch || last === undefined) return;
    cursor = [last.code, last.id];
  }
}

/**
 * One keyset page of metering points (10 rows unless `limit`), `after` reading forwards from a
 * page's lastKey and `before` backwards from its firstKey. Keys are signed for this list: the
 * caller's scope, filters and search, so a key opens no other list.
 */
export async function meteringPointPage(
  source: KeysetSource,
  where: Readonly<Record<string, string>>,
  query: KeysetQuery & { search?: string },
  textMatch: readonly TextMatch[] | undefined,
): Promise<KeysetPageOf<MeteringPointRow>> {
  if (query.after !== undefined && query.before !== undefined) throw validationError('before', 'send after or before, not both');
  const limit = query.limit === undefined ? 10 : Number(query.limit);
  const backwards = query.before !== undefined;
  const cursorKey = query.after ?? query.before;
  const scope: PagingScope = { view: meteringPointsView.name, orderBy: 'code', where: { ...where, ...(query.search === undefined ? {} : { search: query.search }) } };
  const from = cursorKey === undefined ? undefined : source.pagingKeys.open(scope, cursorKey, backwards ? 'before' : 'after');
  const found: MeteringPointDoc[] = [];
  // limit + 1: is there a next one?
  for await (const doc of scanPoints(source.readStore, where, { backwards, from, ...(textMatch ? { textMatch } : {}), batch: limit + 1 })) {
    found.push(doc);
    if (found.length > limit) break;
  }
  const more = found.length > limit;
  const docs = found.slice(0, limit);
  if (backwards) docs.reverse();
  const names = await customerNames(source.readStore, docs.map((d) => d.customerId));
  const keyOf = (doc: MeteringPointDoc): string => source.pagingKeys.seal(scope, [doc.code, doc.id]);
  const first = docs[0];
  const last = docs.at(-1);
  return {
    rows: docs.map((doc) => meteringPointRowOf(doc, names.get(doc.customerId) ?? null)),
    firstKey: first ? keyOf(first) : null,
    lastKey: last ? keyOf(last) : null,
    hasNext: backwards ? true : more,
    hasPrevious: backwards ? more : cursorKey !== undefined,
  };
}
