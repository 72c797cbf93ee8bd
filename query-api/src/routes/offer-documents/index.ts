export { offerDocumentRoutes, offersViewName } from './offer-document-routes.ts';
