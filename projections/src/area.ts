import type { AnyView } from './engine/view.ts';

/**
 * What one business area adds to the read side, exported from its folder's `index.ts` and
 * listed once in `areas.ts`. The engine, the ops CLI and the query API's "is this view
 * registered" check all read that list, so a view no area names is caught by `areas.spec.ts`
 * instead of answering empty.
 */
export interface ProjectionArea {
  /** The area's folder under `projections/src/`. */
  readonly name: string;
  /** The document views the engine runs for this area (table projections are wired beside it). */
  readonly views: readonly AnyView[];
}
