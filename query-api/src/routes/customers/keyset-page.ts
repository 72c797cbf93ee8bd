import { validationError } from '@portal/events';
import { documentsOf, type ReadStore, type ViewOf } from '@portal/projections';
import type { KeysetPageOf } from '@portal/events/read-contracts';
import Type from 'typebox';
import type { PagingKeys, PagingScope } from './paging-keys.ts';

/** `?limit=10&after=&before=` of docs/identity-api.md: keys are opaque strings (`PagingKeys`). */
export const KeysetQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$', description: 'rows per page, 1 to 100 (default 10)' })),
    after: Type.Optional(Type.String({ maxLength: 2000 })),
    before: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type KeysetQuery = Type.Static<typeof KeysetQuery>;

type Keyed = { readonly id: string; readonly nameKey: string | null };

/** What a keyset route reads from: the read store and the keys that sign its pages' places. */
export interface KeysetSource {
  readonly readStore: ReadStore;
  readonly pagingKeys: PagingKeys;
}

/**
 * One page of a read model in `nameKey` order (ties by id), keyset-paginated both ways: `after`
 * reads forwards from a page's lastKey, `before` backwards from its firstKey. Documents without a
 * name key (erased customers) are not listed.
 */
export async function keysetPage<Doc extends Keyed, Row>(source: KeysetSource, view: ViewOf<Doc>, where: Record<string, string>, query: KeysetQuery, toRow: (doc: Doc) => Row): Promise<KeysetPageOf<Row>> {
  if (query.after !== undefined && query.before !== undefined) throw validationError('before', 'send after or before, not both');
  const limit = query.limit === undefined ? 10 : Number(query.limit);
  const backwards = query.before !== undefined;
  const cursor = query.after ?? query.before;
  const scope: PagingScope = { view: view.name, orderBy: 'nameKey', where };
  const [after, afterId] = cursor === undefined ? [undefined, undefined] : source.pagingKeys.open(scope, cursor, backwards ? 'before' : 'after');
  const found = await documentsOf(source.readStore, view, { where, orderBy: scope.orderBy, direction: backwards ? 'desc' : 'asc', after, afterId, limit: limit + 1 });
  const more = found.length > limit;
  const docs = found.slice(0, limit);
  if (backwards) docs.reverse();
  // Listed documents have a name key: ordering by an index leaves out those without one.
  const keyOf = (doc: Doc): string => source.pagingKeys.seal(scope, [doc.nameKey ?? '', doc.id]);
  const first = docs[0];
  const last = docs.at(-1);
  return {
    rows: docs.map(toRow),
    firstKey: first ? keyOf(first) : null,
    lastKey: last ? keyOf(last) : null,
    hasNext: backwards ? true : more,
    hasPrevious: backwards ? more : cursor !== undefined,
  };
}
