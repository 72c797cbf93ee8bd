import type { QueryArea } from '../../area.ts';
import { offerDocumentRoutes } from './offer-document-routes.ts';
export { offerDocumentRoutes } from './offer-document-routes.ts';

export const offerDocumentsArea: QueryArea = {
  name: 'offer-documents',
  routes: (app, context) => offerDocumentRoutes(app, context),
};
