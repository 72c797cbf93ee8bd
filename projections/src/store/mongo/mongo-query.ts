import type { Document, Filter, Sort } from 'mongodb';
import type { IndexSpec } from '../../engine/view.ts';
import { coerce, indexNamed, limitOf } from '../list-query.ts';
import type { ListQuery } from '../read-store.ts';

/** A stored document: the view's document under `doc`, the batch that wrote it under `_cp`. */
export interface DocumentRecord {
  _id: string;
  doc: unknown;
  /** "commit/position" of the batch that last wrote it (replays skip events up to it). */
  _cp: string;
}

export const fieldOf = (spec: IndexSpec): string => `doc.${spec.path}`;

/** The same query the PostgreSQL store runs, in MongoDB terms: filters, keyset, (value, _id) order. */
export function listToMongo(view: string, indexes: readonly IndexSpec[], query: ListQuery): { filter: Filter<DocumentRecord>; sort: Sort; limit: number } {
  const and: Document[] = [];
  for (const [name, value] of Object.entries(query.where ?? {})) {
    if (name === 'id') and.push({ _id: String(value) });
    else {
      const spec = indexNamed(view, indexes, name) as IndexSpec;
      and.push({ [fieldOf(spec)]: coerce(spec, value) });
    }
  }
  for (const match of query.textMatch ?? []) {
    const spec = indexNamed(view, indexes, match.index) as IndexSpec;
    // A substring, not a pattern: every regular-expression character is escaped.
    const contains = { [fieldOf(spec)]: { $regex: match.contains.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } };
    if (!match.orIn) and.push(contains);
    else {
      const other = indexNamed(view, indexes, match.orIn.index);
      const inField = other === undefined ? '_id' : fieldOf(other);
      and.push({ $or: [contains, { [inField]: { $in: match.orIn.values.map((v) => (other === undefined ? v : coerce(other, v))) } }] });
    }
  }
  const dir = query.direction === 'desc' ? -1 : 1;
  const op = dir === 1 ? '$gt' : '$lt';
  const orderSpec = indexNamed(view, indexes, query.orderBy ?? 'id');
  let sort: Sort;
  if (orderSpec === undefined) {
    if (query.after !== undefined) and.push({ _id: { [op]: String(query.after) } });
    sort = { _id: dir };
  } else {
    const field = fieldOf(orderSpec);
    and.push({ [field]: { $ne: null } });
    if (query.after !== undefined) {
      const after = coerce(orderSpec, query.after);
      and.push(
        query.afterId === undefined
          ? { [field]: { [op]: after } }
          : { $or: [{ [field]: { [op]: after } }, { [field]: after, _id: { [op]: query.afterId } }] },
      );
    }
    sort = { [field]: dir, _id: dir };
  }
  return { filter: (and.length > 0 ? { $and: and } : {}) as Filter<DocumentRecord>, sort, limit: limitOf(query) };
}
