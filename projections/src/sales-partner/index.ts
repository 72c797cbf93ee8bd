export { salesPartnerDetailOf, salesPartnerRowOf, salesPartnersView, type SalesPartnerDesign, type SalesPartnerDoc } from './sales-partners-view.ts';
export { salesPartnerHostsView, type SalesPartnerHostDoc } from './sales-partner-hosts-view.ts';
export { portalTermsView, portalTermsDocId, portalTermsDocumentsView, type PortalTermsDoc, type PortalTermsDocumentDoc } from './portal-terms-view.ts';
export { documentTemplatesView, type DocumentTemplatesDoc, type DocumentTemplateVersion } from './document-templates-view.ts';
