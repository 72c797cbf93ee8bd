import type { View } from '../engine/view.ts';
import type { ListQuery, ReadStore } from './read-store.ts';

/** Any view writing documents of type `Doc`, whatever events it handles. */
export type ViewOf<Doc> = Pick<View<Doc, never>, 'name'> & { readonly evolve: (doc: Doc | null, ...rest: never[]) => Doc | null };

/**
 * A view's document as a reader sees it (the active generation), typed by the view that writes
 * it, not by a type argument the reader picks (`readStore.get<Doc>(name, id)` compiles with any
 * `Doc`), so a changed document shape fails typecheck in its readers too.
 *
 * @example
 * const customer = await documentOf(readStore, customersView, customerId);
 */
export function documentOf<Doc>(store: Pick<ReadStore, 'get'>, view: ViewOf<Doc>, id: string): Promise<Doc | null> {
  return store.get<Doc>(view.name, id);
}

/** A view's documents matching `query`, typed by the view (see `documentOf`). */
export function documentsOf<Doc>(store: Pick<ReadStore, 'list'>, view: ViewOf<Doc>, query?: ListQuery): Promise<Doc[]> {
  return store.list<Doc>(view.name, query);
}
