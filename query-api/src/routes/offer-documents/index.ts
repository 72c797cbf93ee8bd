export { offerDocumentRoutes } from './offer-document-routes.ts';
