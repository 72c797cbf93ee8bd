import type { ComponentType } from 'react';

// What a feature hands the app (app/feature-registry.ts): the pages it serves and its texts.
// The type lives in shared code because features may not import the app.

/** A page's component, imported on the first visit so the page's code loads with it. */
export type LazyPage = () => Promise<ComponentType>;

/**
 * Texts of one feature or entity (one top-level key each), merged into the shared catalogues
 * at start. German is the reference; English has every key; French lists what it lacks.
 */
export interface Catalogue {
  readonly de: Record<string, unknown>;
  readonly en: Record<string, unknown>;
  readonly fr: Record<string, unknown>;
  /** German keys (from the catalogue's root, e.g. "salesPartners.list") not yet in French. */
  readonly frUntranslated: readonly string[];
}

/**
 * A feature's registration. `pages` are keyed by full paths of config/paths.ts; the router
 * puts each on its node of the route skeleton (app/route-table.ts), which keeps the guard and
 * the breadcrumb. A path no feature serves shows the pending page.
 *
 * @example
 * export const imprintFeature: Feature = {
 *   name: 'imprint',
 *   pages: { [paths.imprint]: async () => (await import('./index.ts')).ImprintPage },
 * };
 */
export interface Feature {
  readonly name: string;
  readonly pages?: Readonly<Record<string, LazyPage>>;
  readonly catalogue?: Catalogue;
}
