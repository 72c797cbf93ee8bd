import { api } from './api.ts';
import type { RowChange, RowTopic, Tag } from './realtime-rules.ts';
import type { Patcher } from './row-patches.ts';
import { loadSchemaChecks } from './schema-checks.ts';

// Socket rows reach the cached answers that hold them: the realtime hook publishes each change
// (after the auto-update and own-message rules), and every such cache entry, while it lives,
// patches itself in place (STYLE.md "UI": onCacheEntryAdded + updateCachedData).

type Listener = (change: RowChange) => void;
const listeners = new Set<Listener>();

/** Hands a change to every cached answer listening for its topic. */
export function publishRowChange(change: RowChange): void {
  for (const listener of listeners) listener(change);
}

/** The part of RTK Query's cache lifecycle this needs (its own type is not exported). */
interface CacheEntry<Data> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry(): { data?: Data };
  updateCachedData(recipe: () => Data): unknown;
  dispatch(action: ReturnType<typeof api.util.invalidateTags>): unknown;
}

/**
 * An endpoint's `onCacheEntryAdded`: while the entry lives, changes of `topic` patch its data in
 * place; one it cannot place (a new row, a moved or removed one) refetches `staleTags`.
 *
 * @example
 * getCustomers: build.query({ ..., onCacheEntryAdded: patchFromSocket('CUSTOMER', pagePatch(conforms(CustomerRow), (r) => r.customername), () => [{ type: 'CUSTOMER', id: 'LIST' }]) })
 */
export function patchFromSocket<Data, Arg>(topic: RowTopic, patch: Patcher<Data, NoInfer<Arg>>, staleTags: (arg: Arg) => Tag[]) {
  return async (arg: Arg, entry: CacheEntry<Data>): Promise<void> => {
    try {
      await Promise.all([entry.cacheDataLoaded, loadSchemaChecks()]);
    } catch {
      // Removed before its first answer: nothing to patch.
      return;
    }
    const listener: Listener = (change) => {
      const data = entry.getCacheEntry().data;
      if (change.topic !== topic || data === undefined) return;
      const result = patch(data, change, arg);
      if (result.kind === 'patched') entry.updateCachedData(() => result.data);
      else if (result.kind === 'stale') entry.dispatch(api.util.invalidateTags(staleTags(arg)));
    };
    listeners.add(listener);
    await entry.cacheEntryRemoved;
    listeners.delete(listener);
  };
}
