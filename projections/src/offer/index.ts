import type { ProjectionArea } from '../area.ts';
import { OfferTableProjection } from './offer-table-projection.ts';
import { offerDraftsView } from './offer-drafts-view.ts';
import { offersView } from './offers-view.ts';
export { offerDetailOf, offerRowOf, offersView, offerTopic, type OfferDoc, type OfferNames } from './offers-view.ts';
export { offerDraftRowOf, offerDraftsView, type OfferDraftDoc } from './offer-drafts-view.ts';
export { OfferTableProjection, offerTableSchema, type OfferTableProjectionOptions } from './offer-table-projection.ts';
export { offerTableSql, OfferTableReader, type OfferCursor, type OfferTableFilter, type OfferTableHit, type OfferTableRead } from './offer-table-query.ts';
export { columnsOf as offerTableColumnsOf, ensureSearchIndex as ensureOfferSearchIndex, offerTableStep, restOf as offerDocRestOf, writeOffers } from './offer-table.ts';

export const offerArea: ProjectionArea = { name: 'offer', views: [offersView, offerDraftsView], tables: { offerTable: (deps) => new OfferTableProjection(deps) } };
