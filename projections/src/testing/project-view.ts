import type { DomainEvent, RecordedEvent } from '@portal/events';
import type { View } from '../engine/view.ts';
import { recorded } from './recorded.ts';

/**
 * Folds events into a view's documents as the engine does, without the engine's position
 * filter: a view must stay idempotent on its own. `twice` applies every event again at once, as
 * a replay after a crash could.
 *
 * @example
 * expect(projectView(usersView, [invited, activated]).get(userId)?.status).toBe('active');
 */
export function projectView<Doc>(view: View<Doc>, events: readonly RecordedEvent[], twice = false): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  for (const event of events) {
    if (!view.handles.includes(event.type)) continue;
    for (const id of view.documentIds(event)) {
      for (let i = 0; i < (twice ? 2 : 1); i++) {
        const next = view.evolve(docs.get(id) ?? null, event, id);
        if (next === null) docs.delete(id);
        else docs.set(id, next);
      }
    }
  }
  return docs;
}

/** Events at increasing positions from `start`, for one spec file: `const at = eventsFrom(0); at('X', data)`. */
export function eventsFrom(start: number): (type: string, data: unknown) => RecordedEvent {
  let position = start;
  return (type, data) => recorded(type, data, (position += 1));
}

/**
 * The view as the engine holds it, typed by no event union: pure specs build their events from
 * plain objects (`recorded`, `eventsFrom`) and call `evolve`, `documentIds` and `notify` directly.
 */
export function erasedView<Doc, E extends DomainEvent>(view: View<Doc, E>): View<Doc> {
  return view;
}
