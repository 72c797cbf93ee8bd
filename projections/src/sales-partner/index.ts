import type { ProjectionArea } from '../area.ts';
import { documentTemplatesView } from './document-templates-view.ts';
import { portalTermsDocumentsView, portalTermsView } from './portal-terms-view.ts';
import { salesPartnerHostsView } from './sales-partner-hosts-view.ts';
import { salesPartnersView } from './sales-partners-view.ts';
export { salesPartnerDetailOf, salesPartnerRowOf, salesPartnersView, type SalesPartnerDesign, type SalesPartnerDoc } from './sales-partners-view.ts';
export { salesPartnerHostsView, type SalesPartnerHostDoc } from './sales-partner-hosts-view.ts';
export { portalTermsView, portalTermsDocId, portalTermsDocumentsView, type PortalTermsDoc, type PortalTermsDocumentDoc } from './portal-terms-view.ts';
export { documentTemplatesView, type DocumentTemplatesDoc, type DocumentTemplateVersion } from './document-templates-view.ts';

export const salesPartnerArea: ProjectionArea = { name: 'sales-partner', views: [salesPartnersView, salesPartnerHostsView, portalTermsView, portalTermsDocumentsView, documentTemplatesView] };
